import { useSearchParams } from 'react-router';
import { ForgotPasswordScreen } from '../../password-reset';
import { SIGN_IN_FLOW_PARAM } from '../../session-flow';
import { SignUpScreen } from '../../sign-up';
import { SignInScreen } from './SignInScreen';

/** /auth/sign-in and its other flows (?flow=sign-up, ?flow=forgot-password). */
export function SignInRoute() {
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
