export { SignInRoute } from './components/SignInRoute';
export { SignInScreen } from './components/SignInScreen';
export { groupSecret } from './components/TotpSetupStep';
