import type { ReactNode } from 'react';

/** A message about the whole form (wrong password, network), announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div className="harmo-form-alert" role="alert">
      {children}
    </div>
  );
}
