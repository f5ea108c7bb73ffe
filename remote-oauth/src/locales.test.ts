import { describeStringsComplete } from '@harmo/shared/testing';
import { PATIENT_TYPES } from '@harmo/contracts/accounts';
import { KNOWN_SCOPES, SCOPE_DESCRIPTION_KEYS } from '@harmo/contracts/oauth';
import ja from '../locales/ja/oauth.json';
import en from '../locales/en/oauth.json';
import navigation from './navigation.json';

describeStringsComplete({
  namespace: 'oauth',
  ja,
  en,
  sourceDir: __dirname,
  navigation,
  // Keys the screens build from the contract's scopes and patient kinds.
  dynamicKeys: [
    ...KNOWN_SCOPES.flatMap((scope) => [
      `scopes.${SCOPE_DESCRIPTION_KEYS[scope]}.title`,
      `scopes.${SCOPE_DESCRIPTION_KEYS[scope]}.description`,
    ]),
    ...PATIENT_TYPES.map((type) => `patientTypes.${type}`),
  ],
});
