export { OAuth2CallbackScreen } from './components/OAuth2CallbackScreen';
