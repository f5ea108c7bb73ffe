import { describeStringsComplete } from '@harmo/shared/testing';
import ja from '../locales/ja/projects.json';
import en from '../locales/en/projects.json';
import navigation from './navigation.json';

describeStringsComplete({
  namespace: 'projects',
  ja,
  en,
  sourceDir: __dirname,
  navigation,
  // The placeholder screens' titles, named by the route table.
  dynamicGroups: ['titles'],
});
