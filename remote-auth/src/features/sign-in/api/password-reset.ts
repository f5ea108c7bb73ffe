import { useMutation } from '@tanstack/react-query';
import { confirmPasswordReset, requestPasswordReset } from '@harmo/shared';

/** ForgotPassword: the endpoint e-mails a code to set a new password with. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });
}

/** ConfirmForgotPassword: the e-mailed code and the new password. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: ({ email, code, password }: { email: string; code: string; password: string }) =>
      confirmPasswordReset(email, code, password),
  });
}
