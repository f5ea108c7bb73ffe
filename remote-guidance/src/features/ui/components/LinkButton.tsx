import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';

/** A link to another step of the flow, drawn as a button. */
export function LinkButton({
  to,
  primary = false,
  ref,
  describedBy,
  children,
}: {
  to: string;
  primary?: boolean;
  /** The link itself, for a screen that sends the focus to it. */
  ref?: Ref<HTMLAnchorElement>;
  /** The id of a message about what the link is for (a choice still missing). */
  describedBy?: string | undefined;
  children: ReactNode;
}) {
  const kind = primary ? 'harmo-button harmo-button--primary' : 'harmo-button';
  return (
    <Link
      ref={ref}
      className={`${kind} guidance-link-button`}
      to={to}
      aria-describedby={describedBy}
    >
      {children}
    </Link>
  );
}
