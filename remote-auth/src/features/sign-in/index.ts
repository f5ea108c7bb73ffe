import { lazy } from 'react';

export { useSignInFlow } from './hooks/use-sign-in-flow';
export { CredentialsForm } from './components/CredentialsForm';
export {
  useConfirmSignUp,
  useResendSignUpCode,
  useSignInAfterSignUp,
  useSignUp,
} from './api/sign-up';
export { useConfirmPasswordReset, useRequestPasswordReset } from './api/password-reset';
export { useSignInWithCode } from './api/sign-in-with-code';

/**
 * The steps after the e-mail and password (MFA, authenticator set-up, new password, custom
 * challenge, remembering the browser): loaded once the pool asks for one, so the first screen of
 * the sign-in neither downloads nor evaluates them. Render it inside a `<Suspense>`.
 */
export const SignInChallenge = lazy(async () => ({
  default: (await import('./components/SignInChallenge')).SignInChallenge,
}));
