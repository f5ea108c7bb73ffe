import type { ReactNode } from 'react';

/** The frame of every screen of this remote: one column, phone first, one h1. */
export function ProjectsPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <main className="harmo-page projects-page">
      <h1>{title}</h1>
      {lead && <p className="projects-page__lead">{lead}</p>}
      {children}
    </main>
  );
}
