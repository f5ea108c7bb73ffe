export { CreateAccountForm } from './components/CreateAccountForm';
