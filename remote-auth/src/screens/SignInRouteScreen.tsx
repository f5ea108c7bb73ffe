import { useSearchParams } from 'react-router';
import { SIGN_IN_FLOW_PARAM } from '../features/session-flow';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import { SignInScreen } from './SignInScreen';
import { SignUpScreen } from './SignUpScreen';

/**
 * The screen of /auth/sign-in: the sign-in itself, or the other flow its query names
 * (?flow=sign-up, ?flow=forgot-password).
 */
export function SignInRouteScreen() {
  const [params] = useSearchParams();
  switch (params.get(SIGN_IN_FLOW_PARAM)) {
    case 'sign-up':
      return <SignUpScreen />;
    case 'forgot-password':
      return <ForgotPasswordScreen />;
    default:
      return <SignInScreen />;
  }
}
