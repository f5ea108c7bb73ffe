export { ForgotPasswordScreen } from './components/ForgotPasswordScreen';
