import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import {
  FullAreaSpinner,
  FullPageError,
  SIGN_IN_PATH,
  hasStoredSession,
  rememberReturnTarget,
  useSessionStore,
} from '@harmo/shared';
import { clearSessionEnding, isSessionEnding } from '../stores/ending-session';

/**
 * The account, family and sharing screens live under /auth/, which the host serves to anyone;
 * they are for a signed-in user only. A visitor without a session goes to sign-in and comes back
 * here afterwards; while the account loads, the spinner stands in (as on guarded screens), and
 * an account that could not be loaded (offline) gets the full-page error with its reload button.
 */
export function SignedInOnly() {
  const location = useLocation();
  const params = useParams();
  const loading = useSessionStore((s) => s.loading);
  const user = useSessionStore((s) => s.user);

  if (!hasStoredSession()) {
    // The screen ended the session itself and is on its way to sign-in.
    if (isSessionEnding()) return null;
    rememberReturnTarget({
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
      params,
    });
    return <Navigate to={SIGN_IN_PATH} replace />;
  }
  clearSessionEnding();
  if (loading) return <FullAreaSpinner />;
  // The stored session could not be loaded (offline): the page cannot show the account.
  if (!user) return <FullPageError />;
  return <Outlet />;
}
