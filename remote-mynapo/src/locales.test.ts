import { describeStringsComplete } from '@harmo/shared/testing';
import ja from '../locales/ja/mynapo.json';
import en from '../locales/en/mynapo.json';
import navigation from './navigation.json';

describeStringsComplete({
  namespace: 'mynapo',
  ja,
  en,
  sourceDir: __dirname,
  navigation,
  // The placeholder screens' titles, named by the route table.
  dynamicGroups: ['titles'],
});
