export {
  AUTH_PATHS,
  PHARMACY_MAP_PATH,
  SIGN_IN_FLOW_PARAM,
  type SignInFlow,
  type SignInLocationState,
} from './types/paths';
export { useReturnToTarget, useSignInOutcome } from './hooks/use-sign-in-completion';
export { useBackToSignIn } from './hooks/use-back-to-sign-in';
export { SignedInOnly } from './components/SignedInOnly';
export { rememberAgreement, pendingAgreement, forgetAgreement } from './stores/pending-agreement';
export { markSessionEnding } from './stores/ending-session';
