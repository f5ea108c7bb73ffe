import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * An action that asks first: the button opens a short question in place, with the action and a
 * way back. Focus moves to the question, so it is read out before anything can be confirmed;
 * going back returns focus to the button. Once the action is done, what it acted on is often
 * gone with the button: the caller puts focus where the patient goes on from.
 *
 * The question and its buttons are new elements, never the button just pressed under another
 * name: a second Enter must not confirm what the patient has not yet heard.
 */
export function ConfirmAction({
  label,
  accessibleLabel,
  question,
  confirmLabel,
  cancelLabel,
  disabled = false,
  onConfirm,
  className,
  buttonClassName,
  questionClassName,
  children,
}: {
  label: string;
  /** The button's name when its text alone does not say what it acts on (one per card). */
  accessibleLabel?: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Another change is being sent: nothing can be opened or confirmed meanwhile. */
  disabled?: boolean;
  /** Runs the action; a rejection leaves the question open (the caller shows why). */
  onConfirm: () => Promise<void>;
  /** The row the button sits in, and the question in its place. */
  className: string;
  buttonClassName: string;
  questionClassName?: string;
  /** Other actions beside the button, out of the way while the question is open. */
  children?: ReactNode;
}) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  // Only after the way back: after the action, the caller places focus.
  const kept = useRef(false);

  useEffect(() => {
    if (asking) {
      questionRef.current?.focus();
    } else if (kept.current) {
      kept.current = false;
      openerRef.current?.focus();
    }
  }, [asking]);

  if (!asking) {
    return (
      <div key="offer" className={className}>
        {children}
        <button
          ref={openerRef}
          type="button"
          className={buttonClassName}
          disabled={disabled}
          aria-label={accessibleLabel}
          onClick={() => setAsking(true)}
        >
          {label}
        </button>
      </div>
    );
  }
  return (
    <div key="question" className={className} role="group" aria-labelledby={id}>
      <p id={id} ref={questionRef} tabIndex={-1} className={questionClassName}>
        {question}
      </p>
      <button
        key="confirm"
        type="button"
        className={buttonClassName}
        disabled={disabled || sending}
        aria-busy={sending || undefined}
        onClick={() => {
          setSending(true);
          onConfirm()
            .then(() => setAsking(false))
            .catch(() => undefined)
            .finally(() => setSending(false));
        }}
      >
        {confirmLabel}
      </button>
      <button
        key="cancel"
        type="button"
        className={buttonClassName}
        disabled={sending}
        onClick={() => {
          kept.current = true;
          setAsking(false);
        }}
      >
        {cancelLabel}
      </button>
    </div>
  );
}
