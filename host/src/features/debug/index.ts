export { DebugPage } from './DebugPage';
