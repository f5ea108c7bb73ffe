export { MynapoPage } from './components/MynapoPage';
