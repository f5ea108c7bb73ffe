export { AreaBrowser } from './components/AreaBrowser';
