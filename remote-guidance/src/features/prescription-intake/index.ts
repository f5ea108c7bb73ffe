export { PhotoIntake } from './components/PhotoIntake';
export { CodeIntake } from './components/CodeIntake';
