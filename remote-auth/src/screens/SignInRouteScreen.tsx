import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { FullAreaSpinner } from '@harmo/shared';
import { SIGN_IN_FLOW_PARAM } from '../features/session-flow';
import { SignInScreen } from './SignInScreen';

// Sign-up and the password reset load when a visitor opens them: the first screen of the route
// (the sign-in form) neither downloads nor evaluates their forms and schemas.
const SignUpScreen = lazy(async () => ({ default: (await import('./SignUpScreen')).SignUpScreen }));
const ForgotPasswordScreen = lazy(async () => ({
  default: (await import('./ForgotPasswordScreen')).ForgotPasswordScreen,
}));

/**
 * The screen of /auth/sign-in: the sign-in itself, or the other flow its query names
 * (?flow=sign-up, ?flow=forgot-password).
 */
export function SignInRouteScreen() {
  const [params] = useSearchParams();
  switch (params.get(SIGN_IN_FLOW_PARAM)) {
    case 'sign-up':
      return (
        <Suspense fallback={<FullAreaSpinner />}>
          <SignUpScreen />
        </Suspense>
      );
    case 'forgot-password':
      return (
        <Suspense fallback={<FullAreaSpinner />}>
          <ForgotPasswordScreen />
        </Suspense>
      );
    default:
      return <SignInScreen />;
  }
}
