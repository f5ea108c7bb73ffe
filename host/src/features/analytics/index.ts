export { usePageviews } from './pageviews';
export { startTagManager } from './tag-manager';
