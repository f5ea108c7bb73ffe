import { useMutation } from '@tanstack/react-query';
import { PasswordSignIn, confirmSignUp, resendSignUpCode, signUp } from '@harmo/shared';

/** SignUp: a new identity; the endpoint e-mails a code to confirm its address. */
export function useSignUp() {
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) =>
      signUp(email, password),
  });
}

/** ConfirmSignUp: the e-mailed code confirms the new identity's address. */
export function useConfirmSignUp() {
  return useMutation({
    mutationFn: ({ email, code }: { email: string; code: string }) => confirmSignUp(email, code),
  });
}

/** ResendConfirmationCode: e-mails the code that confirms the address again. */
export function useResendSignUpCode() {
  return useMutation({ mutationFn: (email: string) => resendSignUpCode(email) });
}

/** The first sign-in of an identity just confirmed, with the password given at sign-up. */
export function useSignInAfterSignUp() {
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) =>
      new PasswordSignIn(email).start(password),
  });
}
