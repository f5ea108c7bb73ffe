export {
  AUTH_PATHS,
  SIGN_IN_FLOW_PARAM,
  type SignInFlow,
  type SignInLocationState,
} from './types/paths';
export { useReturnToTarget, useSignInOutcome } from './hooks/use-sign-in-completion';
