import type { ReactNode } from 'react';

/** A message about the whole screen, announced when it appears: a problem or a result. */
export function Alert({
  tone = 'problem',
  children,
}: {
  tone?: 'problem' | 'warning' | 'success';
  children: ReactNode;
}) {
  if (!children) return null;
  return (
    <div
      className={`projects-alert projects-alert--${tone}`}
      role={tone === 'success' ? 'status' : 'alert'}
    >
      {children}
    </div>
  );
}
