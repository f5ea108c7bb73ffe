import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  FullAreaSpinner,
  MessageScreen,
  SIGN_IN_PATH,
  hasStoredSession,
  loadSession,
  rememberReturnTarget,
  useSessionStore,
} from '@harmo/shared';

/**
 * Guarded screens: a visitor with neither a refresh token nor an identity-provider user name
 * goes to sign-in, and where they were going (path, query, hash, route params) is remembered.
 * While the user or the current patient loads, a full-area spinner stands in; when that load
 * failed on the way (offline), the screen says so and loads again on request, instead of showing
 * a signed-in person screens without their account (an empty notebook, a sign-in button).
 */
export function Guard() {
  const location = useLocation();
  const params = useParams();
  const { t } = useTranslation('host');
  const loading = useSessionStore((s) => s.loading);
  const loadFailed = useSessionStore((s) => s.loadFailed);

  if (!hasStoredSession()) {
    rememberReturnTarget({
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
      params,
    });
    return <Navigate to={SIGN_IN_PATH} replace />;
  }
  if (loading) return <FullAreaSpinner />;
  if (loadFailed) {
    return (
      <MessageScreen
        type="error"
        message={t('session.loadFailed')}
        actions={[{ label: t('session.loadAgain'), onClick: () => void loadSession() }]}
      />
    );
  }
  return <Outlet />;
}
