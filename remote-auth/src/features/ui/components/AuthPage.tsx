import '../../../styles/auth.css';
import type { ReactNode } from 'react';

/** The frame of every screen of this remote: one narrow column, centred, phone first. */
export function AuthPage({
  title,
  lead,
  before,
  children,
}: {
  title: string;
  lead?: ReactNode;
  /** Shown above the heading (a way back). */
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="harmo-auth">
      {before}
      <h1>{title}</h1>
      {lead && <p className="harmo-auth__lead">{lead}</p>}
      {children}
    </main>
  );
}
