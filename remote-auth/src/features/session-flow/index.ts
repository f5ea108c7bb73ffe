export {
  AUTH_PATHS,
  SIGN_IN_FLOW_PARAM,
  type SignInFlow,
  type SignInLocationState,
} from './types/paths';
export {
  holdPendingIdentity,
  pendingIdentity,
  forgetPendingIdentity,
} from './api/pending-identity';
export { useReturnToTarget, useCompleteVerifiedSignIn } from './hooks/use-sign-in-completion';
