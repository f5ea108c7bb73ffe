import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame of every screen of this remote: one column, phone first, one h1. */
export function GuidancePage({
  title,
  lead,
  back,
  children,
}: {
  title: string;
  lead?: ReactNode;
  /** A way back up (path and its label), shown above the title. */
  back?: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <main className="harmo-page guidance">
      {back && (
        <p className="guidance-back">
          <Link to={back.to}>{back.label}</Link>
        </p>
      )}
      <h1>{title}</h1>
      {lead && <p className="guidance-lead">{lead}</p>}
      {children}
    </main>
  );
}
