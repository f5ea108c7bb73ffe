import { describeStringsComplete } from '@harmo/shared/testing';
import ja from '../locales/ja/auth.json';
import en from '../locales/en/auth.json';
import navigation from './navigation.json';
import { API_ERROR_CODES } from './features/ui';
import { CREATION_ERRORS } from './features/create-account/types/creation';

/** Every kind of identity error the screens can meet; each has its message. */
const IDENTITY_ERROR_KINDS = [
  'incorrectCredentials',
  'attemptsExceeded',
  'userDisabled',
  'userNotConfirmed',
  'passwordResetRequired',
  'sessionExpired',
  'codeMismatch',
  'expiredCode',
  'userExists',
  'invalidPassword',
  'limitExceeded',
  'invalidParameter',
  'network',
  'unknown',
];

/** The settings the account page links to; each has a label and a line of detail. */
const ACCOUNT_SETTINGS = ['profile', 'email', 'password', 'twoStep', 'devices', 'family'];

describeStringsComplete({
  namespace: 'auth',
  ja,
  en,
  sourceDir: __dirname,
  navigation,
  dynamicKeys: [
    ...IDENTITY_ERROR_KINDS.map((kind) => `errors.${kind}`),
    ...API_ERROR_CODES.map((code) => `apiErrors.${code}`),
    ...ACCOUNT_SETTINGS.map((setting) => `account.settings.${setting}Detail`),
    // Each way account creation can fail is worded after its kind.
    ...Object.keys(CREATION_ERRORS).map((kind) => `createAccount.errors.${kind}`),
  ],
});
