export { AccountOverview } from './components/AccountOverview';
export { ProfileForm } from './components/ProfileForm';
export { EmailChange } from './components/EmailChange';
export { PasswordChange } from './components/PasswordChange';
export { TwoStepSettings } from './components/TwoStepSettings';
export { DevicesList } from './components/DevicesList';
export { DeleteAccount } from './components/DeleteAccount';
