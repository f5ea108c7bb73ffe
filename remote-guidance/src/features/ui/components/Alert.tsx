import type { ReactNode } from 'react';

/** A problem with the screen or a form, announced when it appears. */
export function Alert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div className="guidance-alert" role="alert">
      {children}
    </div>
  );
}
