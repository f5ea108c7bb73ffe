import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { bringIntoView } from './bring-into-view';

/**
 * The class names of each part. The component brings no style of its own: each app styles its
 * confirmations as its screens look, in its own stylesheet.
 */
export interface ConfirmActionClassNames {
  /** Every button: the one that asks, the action and the way back. */
  button: string;
  /** Added to the button that asks (an action to be wary of looks so before it is pressed). */
  opener?: string;
  /** Added to the action's button (its weight beside the way back). */
  confirm?: string;
  /** The group that holds the question and its buttons. */
  group?: string;
  question?: string;
  /** A row around the action and the way back; without it they sit straight in the group. */
  actions?: string;
  /** A row around the button that asks and the caller's other actions beside it. */
  row?: string;
}

export interface ConfirmActionProps {
  /** The text of the button that asks. */
  label: string;
  /** That button's name when its text alone does not say what it acts on (one of many in a list). */
  accessibleLabel?: string;
  /** What will happen, named in full: read out when the question opens. */
  question: string;
  /** The action's button: worded apart from the one that asks, so the two are not confused. */
  confirmLabel: string;
  cancelLabel: string;
  /** The action's button while the action runs. */
  busyLabel: string;
  /**
   * Runs the action. A rejection leaves the question open to try again (the caller says why,
   * with `problem` or elsewhere); after success the caller puts focus where the user goes on
   * from, since what was acted on has often gone with the button.
   */
  onConfirm: () => Promise<unknown>;
  /** Why the action failed, shown with the question. */
  problem?: ReactNode;
  /** Another change is being sent: nothing can be asked or confirmed meanwhile. */
  disabled?: boolean;
  classNames: ConfirmActionClassNames;
  /** Other actions beside the button that asks, out of the way while the question is open. */
  children?: ReactNode;
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** Nothing holds the focus: the element that had it is gone (the question just closed). */
const focusIsLost = () =>
  document.activeElement === null || document.activeElement === document.body;

/**
 * An action that asks first: the button opens a short question in place, with the action and a
 * way back, each a button of its own. Focus moves to the question, so it is read out before
 * anything can be confirmed; going back returns focus to the button that asked, unless the page
 * has already put it on a message of its own.
 *
 * Imported as `@harmo/shared/confirm-action`, never through the package's main entry: that entry
 * is the one federation singleton, loaded on the first screen within its size budget, while this
 * subpath is not shared and is bundled into each app that imports it. So it imports nothing but
 * react and the other such subpath it uses, and every text comes from the caller, in its own
 * words and namespace.
 */
export function ConfirmAction({
  label,
  accessibleLabel,
  question,
  confirmLabel,
  cancelLabel,
  busyLabel,
  onConfirm,
  problem,
  disabled = false,
  classNames,
  children,
}: ConfirmActionProps) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  // Set at once, before the next render: a second press in between must not run the action twice.
  const running = useRef(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  // Only after the way back: after the action, the caller places focus.
  const goingBack = useRef(false);

  useEffect(() => {
    if (asking) {
      // The answers come into view with the question: asked from low on a phone's screen, they
      // would open under the tab bar and the app invitation, where the focus alone leaves them.
      if (groupRef.current && questionRef.current) {
        bringIntoView(groupRef.current, { focus: questionRef.current });
      }
    } else if (goingBack.current) {
      goingBack.current = false;
      if (focusIsLost()) openerRef.current?.focus();
    }
  }, [asking]);

  if (!asking) {
    // Keyed apart from the question's buttons: the button pressed to ask is never reused as the
    // one that acts, so a second Enter or a double tap cannot act on what was not yet heard.
    const opener = (
      <button
        key="opener"
        ref={openerRef}
        type="button"
        className={classes(classNames.button, classNames.opener)}
        aria-label={accessibleLabel}
        aria-disabled={disabled || undefined}
        onClick={() => {
          if (!disabled) setAsking(true);
        }}
      >
        {label}
      </button>
    );
    return classNames.row ? (
      <div key="offer" className={classNames.row}>
        {children}
        {opener}
      </div>
    ) : (
      <>
        {children}
        {opener}
      </>
    );
  }

  const confirm = () => {
    if (disabled || running.current) return;
    running.current = true;
    setBusy(true);
    onConfirm()
      .then(() => setAsking(false))
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  };
  // While the action runs its buttons say so and take no press, yet stay focusable: a disabled
  // button would drop the focus to the page.
  const buttons = [
    <button
      key="confirm"
      type="button"
      className={classes(classNames.button, classNames.confirm)}
      aria-disabled={disabled || busy || undefined}
      aria-busy={busy || undefined}
      onClick={confirm}
    >
      {busy ? busyLabel : confirmLabel}
    </button>,
    <button
      key="cancel"
      type="button"
      className={classNames.button}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (running.current) return;
        goingBack.current = true;
        setAsking(false);
      }}
    >
      {cancelLabel}
    </button>,
  ];
  return (
    <div
      key="question"
      ref={groupRef}
      className={classNames.group}
      role="group"
      aria-labelledby={id}
    >
      <p id={id} ref={questionRef} tabIndex={-1} className={classNames.question}>
        {question}
      </p>
      {problem}
      {classNames.actions ? <div className={classNames.actions}>{buttons}</div> : buttons}
    </div>
  );
}
