import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link to another step of the flow, drawn as a button. */
export function LinkButton({
  to,
  primary = false,
  children,
}: {
  to: string;
  primary?: boolean;
  children: ReactNode;
}) {
  const kind = primary ? 'harmo-button harmo-button--primary' : 'harmo-button';
  return (
    <Link className={`${kind} guidance-link-button`} to={to}>
      {children}
    </Link>
  );
}
