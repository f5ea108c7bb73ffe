export { FlowTestScreen } from './components/FlowTestScreen';
export { codeChallengeS256, maskToken, randomToken } from './utils/pkce';
export { flowNavigation } from './hooks/use-flow-test';
