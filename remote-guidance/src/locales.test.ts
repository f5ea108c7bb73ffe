import { describeStringsComplete } from '@harmo/shared/testing';
import ja from '../locales/ja/guidance.json';
import en from '../locales/en/guidance.json';
import navigation from './navigation.json';

describeStringsComplete({
  namespace: 'guidance',
  ja,
  en,
  sourceDir: __dirname,
  navigation,
  // The placeholder screens' titles, named by the route table.
  dynamicGroups: ['titles'],
});
