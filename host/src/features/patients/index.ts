export { PatientSwitcher } from './PatientSwitcher';
