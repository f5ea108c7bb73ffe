export { useSignInFlow } from './hooks/use-sign-in-flow';
export { CredentialsForm } from './components/CredentialsForm';
export { CustomChallengeStep } from './components/CustomChallengeStep';
export { MfaTypeStep } from './components/MfaTypeStep';
export { RememberDeviceStep } from './components/RememberDeviceStep';
export { TotpSetupStep } from './components/TotpSetupStep';
