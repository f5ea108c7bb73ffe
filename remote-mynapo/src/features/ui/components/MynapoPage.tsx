import type { ReactNode } from 'react';

/** The frame of every screen of this remote: one column, phone first, one h1. */
export function MynapoPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <main className="harmo-page mynapo-page">
      <h1>{title}</h1>
      {lead && <p className="mynapo-page__lead">{lead}</p>}
      {children}
    </main>
  );
}
