import { useEffect, useRef, type ReactNode } from 'react';

/** A message about the whole screen, announced when it appears: a problem or a result. */
export function Alert({
  tone = 'problem',
  focus = false,
  children,
}: {
  tone?: 'problem' | 'warning' | 'success';
  /**
   * Takes the focus when it appears: the answer to an action whose button is gone with what it
   * acted on (a deleted record, a project left), so the user lands on what happened.
   */
  focus?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  if (!children) return null;
  return (
    <div
      ref={ref}
      tabIndex={focus ? -1 : undefined}
      className={`projects-alert projects-alert--${tone}`}
      role={tone === 'success' ? 'status' : 'alert'}
    >
      {children}
    </div>
  );
}
