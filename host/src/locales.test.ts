import { SUPPORTED_LANGUAGES } from '@harmo/shared';
import { describeStringsComplete } from '@harmo/shared/testing';
import common from '@harmo/shared/locales/ja/common.json';
import ja from '../locales/ja/host.json';
import en from '../locales/en/host.json';

describeStringsComplete({
  namespace: 'host',
  ja,
  en,
  sourceDir: __dirname,
  // The header's person switcher speaks the shared namespace.
  otherNamespaces: [common],
  dynamicKeys: SUPPORTED_LANGUAGES.map((language) => `language.${language}`),
});
