import { describeStringsComplete } from '@harmo/shared/testing';
import ja from '../locales/ja/auth.json';
import en from '../locales/en/auth.json';
import navigation from './navigation.json';

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

describeStringsComplete({
  namespace: 'auth',
  ja,
  en,
  sourceDir: __dirname,
  navigation,
  dynamicKeys: IDENTITY_ERROR_KINDS.map((kind) => `errors.${kind}`),
});
