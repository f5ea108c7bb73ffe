export { FlowProblemAlert } from './components/FlowProblemAlert';
export { TokenResult } from './components/TokenResult';
export { useFlowTest } from './hooks/use-flow-test';
export { codeChallengeS256, maskToken, randomToken } from './utils/pkce';
