import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_PATHS, type SignInLocationState } from '../types/paths';

/**
 * Sends the person to the sign-in screen with what it should say (a notice, the address to fill
 * in). The page they leave is replaced, not stacked: Back must not return to a sign-out, a
 * deletion or a code already used.
 */
export function useBackToSignIn(): (state: SignInLocationState) => void {
  const navigate = useNavigate();
  return useCallback(
    (state: SignInLocationState) => void navigate(AUTH_PATHS.signIn, { replace: true, state }),
    [navigate],
  );
}
