import '../../../styles/auth.css';
import type { ReactNode } from 'react';

/** The frame of every sign-in screen: one narrow column, centred, phone first. */
export function AuthPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="harmo-auth">
      <h1>{title}</h1>
      {lead && <p className="harmo-auth__lead">{lead}</p>}
      {children}
    </main>
  );
}
