export { AuthorizeScreen } from './components/AuthorizeScreen';
export { ChooseAccountScreen } from './components/ChooseAccountScreen';
export { CompleteScreen } from './components/CompleteScreen';
export { isResumeUrl } from './utils/resume-url';
export { browserNavigation } from './hooks/use-decision';
