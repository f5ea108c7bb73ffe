export { SignOutScreen } from './components/SignOutScreen';
