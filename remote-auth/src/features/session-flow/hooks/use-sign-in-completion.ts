import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { takeReturnPath, type SignInOutcome } from '@harmo/shared';
import { AUTH_PATHS } from '../types/paths';

/** Goes where the visitor was headed before sign-in (a same-origin path), or home. */
export function useReturnToTarget(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void navigate(takeReturnPath('/'), { replace: true });
  }, [navigate]);
}

/**
 * Where every sign-in goes once the sign-in service has its outcome: a stored sign-in returns to
 * the remembered target; a new identity without an account goes on to create one (the service
 * holds its tokens); a failure is the caller's to show.
 */
export function useSignInOutcome(): (outcome: SignInOutcome) => void {
  const navigate = useNavigate();
  const returnToTarget = useReturnToTarget();
  return useCallback(
    (outcome: SignInOutcome) => {
      switch (outcome.kind) {
        case 'signedIn':
          returnToTarget();
          return;
        case 'accountMissing':
          void navigate(AUTH_PATHS.createAccount, { replace: true });
          return;
        case 'failed':
          throw outcome.error;
      }
    },
    [navigate, returnToTarget],
  );
}
