/**
 * The flows of /auth/sign-in besides the password sign-in itself. This remote owns four routes
 * (sign-in, oauth2-callback, sign-out, create-account; docs/routes.md), so sign-up and the
 * password reset are views of the sign-in route, chosen by this query parameter (links and Back
 * keep working).
 */
export const SIGN_IN_FLOW_PARAM = 'flow';
export type SignInFlow = 'sign-up' | 'forgot-password';

/** The screens of this remote, by path. */
export const AUTH_PATHS = {
  signIn: '/auth/sign-in',
  signUp: `/auth/sign-in?${SIGN_IN_FLOW_PARAM}=sign-up`,
  forgotPassword: `/auth/sign-in?${SIGN_IN_FLOW_PARAM}=forgot-password`,
  oauth2Callback: '/auth/oauth2-callback',
  createAccount: '/auth/create-account',
  signOut: '/auth/sign-out',
} as const;

/** What a screen may hand to the sign-in screen (never a secret: this lives in history). */
export interface SignInLocationState {
  email?: string;
  notice?: 'passwordChanged' | 'signUpConfirmed' | 'signedOut';
}
