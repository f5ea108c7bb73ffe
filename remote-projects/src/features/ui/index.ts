export { formatCalendarDate, recordableDay, todayInJapan } from './utils/dates';
export { ProjectsPage } from './components/ProjectsPage';
export { Alert } from './components/Alert';
export { TextField } from './components/TextField';
export { PatientSelect } from './components/PatientSelect';
export { errorMessageKey } from './utils/error-messages';
export { CameraPanel } from './components/CameraPanel';
export { useCurrentPatient } from './hooks/use-current-patient';
export { focusFirstInvalid } from './utils/focus-first-invalid';
