export { SignUpScreen } from './components/SignUpScreen';
