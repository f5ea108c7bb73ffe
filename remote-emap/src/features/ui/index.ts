export { InlineSpinner } from './components/InlineSpinner';
export { LoadError } from './components/LoadError';
