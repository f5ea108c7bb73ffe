export { useDocumentTitle, APP_TITLE } from './document-title';
