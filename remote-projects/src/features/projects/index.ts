/**
 * Projects patients join by QR code: the patient's list, the scanner that reaches a join page,
 * the page with consent and leaving, and creating one with its printable QR code.
 */
export { PatientProjectList } from './components/PatientProjectList';
export { JoinByQrCode } from './components/JoinByQrCode';
export { ProjectDetail } from './components/ProjectDetail';
export { CreateProject } from './components/CreateProject';
export { joinTargetOf, joinPagePath } from './utils/join-target';
export { prefetchProjectLists } from './api/prefetch-project-lists';
