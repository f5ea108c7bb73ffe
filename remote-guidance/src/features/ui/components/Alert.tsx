import type { ReactNode, Ref } from 'react';

/**
 * A problem with the screen or a form, announced when it appears. One given a `ref` is a message
 * that takes focus when it appears (see bringIntoView): it can be focused, not tabbed to.
 */
export function Alert({ children, ref }: { children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  if (!children) return null;
  return (
    <div ref={ref} className="guidance-alert" role="alert" tabIndex={ref ? -1 : undefined}>
      {children}
    </div>
  );
}
