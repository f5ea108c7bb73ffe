/**
 * The flows of /auth/sign-in besides the password sign-in itself: sign-up and the password reset
 * are views of the sign-in route, chosen by this query parameter (links and Back keep working).
 */
export const SIGN_IN_FLOW_PARAM = 'flow';
export type SignInFlow = 'sign-up' | 'forgot-password';

/** The pharmacy map (remote-emap), open to everyone: a visitor may look before signing in. */
export const PHARMACY_MAP_PATH = '/emap';

/** The screens of this remote, by path. */
export const AUTH_PATHS = {
  signIn: '/auth/sign-in',
  signUp: `/auth/sign-in?${SIGN_IN_FLOW_PARAM}=sign-up`,
  forgotPassword: `/auth/sign-in?${SIGN_IN_FLOW_PARAM}=forgot-password`,
  oauth2Callback: '/auth/oauth2-callback',
  createAccount: '/auth/create-account',
  signOut: '/auth/sign-out',
  account: '/auth/account',
  profile: '/auth/account/profile',
  email: '/auth/account/email',
  password: '/auth/account/password',
  twoStep: '/auth/account/two-step',
  devices: '/auth/account/devices',
  deleteAccount: '/auth/account/delete',
  family: '/auth/family',
  addFamilyMember: '/auth/family/add',
  invite: '/auth/family/invite',
  terms: '/auth/terms',
  privacy: '/auth/privacy',
} as const;

/** What a screen may hand to the sign-in screen (never a secret: this lives in history). */
export interface SignInLocationState {
  email?: string;
  notice?:
    'passwordChanged' | 'signUpConfirmed' | 'signedOut' | 'signedOutEverywhere' | 'accountDeleted';
}
