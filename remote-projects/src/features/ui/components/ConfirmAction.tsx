import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** Nothing holds the focus: the element that had it is gone (the question just closed). */
const focusIsLost = () =>
  document.activeElement === null || document.activeElement === document.body;

/**
 * An action that asks first, as the app's other confirmations do: the button opens a short
 * question in place, with the action and a way back, each a button of its own. Focus moves to the
 * question, so it is read out; going back returns focus to the button that opened it. After the
 * action, the caller's answer (a message that takes focus) is where the user lands.
 */
export function ConfirmAction({
  label,
  name,
  question,
  confirmLabel,
  cancelLabel,
  busyLabel,
  small = false,
  problem,
  onConfirm,
}: {
  /** The opening button's text. */
  label: string;
  /** The opening button's name when its text alone does not say which (one of many in a list). */
  name?: string;
  /** What will happen, named in full: read out when the question opens. */
  question: string;
  /** The action's button: worded apart from the opening button's, so the two are not confused. */
  confirmLabel: string;
  cancelLabel: string;
  busyLabel: string;
  small?: boolean;
  /** Why the action failed, shown with the question (which stays open to try again). */
  problem?: ReactNode;
  /** Runs the action; a rejection leaves the question open. */
  onConfirm: () => Promise<unknown>;
}) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) questionRef.current?.focus();
    // Back to the opening button, unless the answer to the action has taken focus already.
    else if (wasAsking.current && focusIsLost()) openerRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const button = `harmo-button${small ? ' harmo-button--small' : ''}`;
  if (!asking) {
    // Keyed apart from the question's buttons: the button pressed to ask is never reused as the
    // one that acts, so a second press or a double tap cannot act unasked.
    return (
      <button
        key="opener"
        ref={openerRef}
        type="button"
        className={button}
        aria-label={name}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  }
  // While the action runs its buttons say so and take no press, yet stay focusable: a disabled
  // button would drop the focus to the page.
  const confirm = () => {
    if (busy) return;
    setBusy(true);
    onConfirm()
      .then(() => setAsking(false))
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <div key="question" className="projects-confirm" role="group" aria-labelledby={id}>
      <p id={id} ref={questionRef} tabIndex={-1} className="projects-confirm__question">
        {question}
      </p>
      {problem}
      <div className="projects-confirm__actions">
        <button
          key="confirm"
          type="button"
          className={`${button} projects-danger`}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          onClick={confirm}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
        <button
          key="cancel"
          type="button"
          className={button}
          aria-disabled={busy || undefined}
          onClick={() => !busy && setAsking(false)}
        >
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}
