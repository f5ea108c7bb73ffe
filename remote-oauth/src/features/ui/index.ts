export { OAuthPage } from './components/OAuthPage';
export { Alert } from './components/Alert';
export { TextField, TextAreaField, ChoiceGroup, Choice } from './components/Field';
export { CopyButton } from './components/CopyButton';
export { errorMessageKey } from './utils/error-messages';
