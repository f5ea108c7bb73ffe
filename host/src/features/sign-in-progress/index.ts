export { SignInProgress } from './SignInProgress';
