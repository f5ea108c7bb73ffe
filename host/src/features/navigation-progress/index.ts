export { NavigationProgress } from './NavigationProgress';
