import path from 'node:path';
import { describeStringsComplete } from './testing/strings-complete';
import ja from '../locales/ja/common.json';
import en from '../locales/en/common.json';
import host from '../../../host/locales/ja/host.json';

// The shared namespace serves the shared UI and the host's header (the person switcher).
describeStringsComplete({
  namespace: 'common',
  ja,
  en,
  sourceDir: [__dirname, path.resolve(__dirname, '../../../host/src')],
  otherNamespaces: [host],
});
