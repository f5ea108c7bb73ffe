export { DocumentView } from './components/DocumentView';
