import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { takeReturnPath, type VerifiedSignIn } from '@harmo/shared';
import { holdPendingIdentity } from '../api/pending-identity';
import { AUTH_PATHS } from '../types/paths';

/** Goes where the visitor was headed before sign-in (a same-origin path), or home. */
export function useReturnToTarget(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void navigate(takeReturnPath('/'), { replace: true });
  }, [navigate]);
}

/**
 * What every sign-in does once the identity answered: a verified sign-in returns to the
 * remembered target; a new identity without an account goes on to create one (its tokens held
 * in memory); any other failure is the caller's to show.
 */
export function useCompleteVerifiedSignIn(): (outcome: VerifiedSignIn) => void {
  const navigate = useNavigate();
  const returnToTarget = useReturnToTarget();
  return useCallback(
    (outcome: VerifiedSignIn) => {
      if (outcome.kind === 'signedIn') {
        returnToTarget();
        return;
      }
      if (outcome.accountMissing) {
        holdPendingIdentity(outcome.result);
        void navigate(AUTH_PATHS.createAccount, { replace: true });
        return;
      }
      throw outcome.error;
    },
    [navigate, returnToTarget],
  );
}
