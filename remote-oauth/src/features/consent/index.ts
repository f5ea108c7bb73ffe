export { AuthorizeScreen } from './components/AuthorizeScreen';
export { ChooseAccountScreen } from './components/ChooseAccountScreen';
export { CompleteScreen } from './components/CompleteScreen';
export { isResumeUrl } from './api/interactions-api';
export { browserNavigation } from './hooks/use-decision';
