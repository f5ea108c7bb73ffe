import type { ReactNode } from 'react';

/** The form's primary button; while the request runs it is disabled and says so. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className="harmo-button harmo-button--primary harmo-button--block"
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
