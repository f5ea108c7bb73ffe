export { InteractionProblem } from './components/InteractionProblem';
export { ScopeList } from './components/ScopeList';
export { useInteraction, type InteractionPatient } from './api/get-interaction';
export { useInteractionUid } from './hooks/use-interaction-uid';
export { browserNavigation, useDecision } from './hooks/use-decision';
export { decisionStateSchema, type Decision } from './types/interaction';
export { isResumeUrl } from './utils/resume-url';
