export { CreateAccountScreen } from './components/CreateAccountScreen';
