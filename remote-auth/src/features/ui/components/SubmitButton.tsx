import type { ReactNode } from 'react';

/** The form's primary button; while the request runs it is disabled and says so. */
export function SubmitButton({
  busy,
  busyLabel,
  danger = false,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  /** An action that cannot be undone (deleting the account). */
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={`harmo-button ${danger ? 'harmo-button--destructive' : 'harmo-button--primary'} harmo-button--block`}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
