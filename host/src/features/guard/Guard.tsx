import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import {
  FullAreaSpinner,
  SIGN_IN_PATH,
  hasStoredSession,
  rememberReturnTarget,
  useSessionStore,
} from '@harmo/shared';

/**
 * Guarded screens: a visitor with neither a refresh token nor an identity-provider user name
 * goes to sign-in, and where they were going (path, query, hash, route params) is remembered.
 * While the user or the current patient loads, a full-area spinner stands in.
 */
export function Guard() {
  const location = useLocation();
  const params = useParams();
  const loading = useSessionStore((s) => s.loading);

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
  return <Outlet />;
}
