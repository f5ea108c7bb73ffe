import type { ReactNode } from 'react';

/** A problem with the whole screen or form, announced when it appears. */
export function Alert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div className="harmo-oauth-alert" role="alert">
      {children}
    </div>
  );
}
