export * from './utils/schemas';
export {
  PASSWORD_MAX_LENGTH,
  currentPasswordSchema,
  emailSchema,
  signInFormSchema,
} from './utils/sign-in-schemas';
export { loadSignInFormSchema } from './utils/load-sign-in-schema';
export { validationMessage, parseValidationMessage } from './types/validation';
export { useValidationText, errorMessageKey, API_ERROR_CODES } from './hooks/use-messages';
export { formSubmitHandler, useZodForm } from './hooks/use-zod-form';
export { useIdentityForm, CODE_ERRORS_AT_FIELD } from './hooks/use-identity-form';
export { useNativeIdentityForm } from './hooks/use-native-identity-form';
export { TextField, type TextFieldProps } from './components/TextField';
export { FormAlert } from './components/FormAlert';
export { SubmitButton } from './components/SubmitButton';
export { IdentityForm } from './components/IdentityForm';
export { CodeField, EmailField } from './components/IdentityFields';
export { ResendCodeButton } from './components/ResendCodeButton';
export { AuthPage } from './components/AuthPage';
export { RadioGroupField } from './components/RadioGroupField';
export { CodeStep } from './components/CodeStep';
export { AddressCodeStep } from './components/AddressCodeStep';
export { NewPasswordFields } from './components/NewPasswordFields';
export { PasswordPairFields } from './components/PasswordPairFields';
export { SocialButtons } from './components/SocialButtons';
export { KanaField } from './components/KanaField';
export { PersonFields } from './components/PersonFields';
export { CONFIRM_LOOK, DANGER_CONFIRM_LOOK } from './utils/confirm-looks';
export { AuthenticatorKey } from './components/AuthenticatorKey';
export { toKatakana } from './utils/kana';
export { itemList, nameList } from './utils/name-list';
export { AgreementField } from './components/AgreementField';
export { DOCUMENT_PATHS, type DocumentName } from './types/documents';
export { SettingsPage } from './components/SettingsPage';
