import { useMutation } from '@tanstack/react-query';
import { signInWithCode } from '@harmo/shared';

/** The hosted sign-in's authorization code, exchanged for the session (with its state). */
export function useSignInWithCode() {
  return useMutation({
    mutationFn: ({ code, state }: { code: string; state: string | null }) =>
      signInWithCode(code, state),
  });
}
