export { GuidancePage } from './components/GuidancePage';
export { Alert } from './components/Alert';
export { Field } from './components/Field';
export { SelectField } from './components/SelectField';
export { LinkButton } from './components/LinkButton';
export { errorMessageKey } from './utils/error-message';
export { bringIntoView } from '@harmo/shared/bring-into-view';
export { formatDateTime, formatTime, formatDay, formatCompactDate } from './utils/japan-time';
