import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AuthPage } from './AuthPage';

/** An account or family screen: a way back to where it was opened from, then the page. */
export function SettingsPage({
  title,
  lead,
  back,
  children,
}: {
  title: string;
  lead?: ReactNode;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <AuthPage
      title={title}
      lead={lead}
      before={
        back && (
          <p className="harmo-settings__back">
            <Link to={back.to}>{back.label}</Link>
          </p>
        )
      }
    >
      {children}
    </AuthPage>
  );
}
