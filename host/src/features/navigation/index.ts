export { useDocumentTitle } from './document-title';
export { useNavigationEntries, navigationQueryOptions } from './api/get-navigation';
export { NavigationBar } from './components/NavigationBar';
export { NavigationIcon } from './components/NavigationIcon';
export { HOST_NAVIGATION, MENU_PATH } from './host-entries';
