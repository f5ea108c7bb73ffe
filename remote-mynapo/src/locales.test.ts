import { describeStringsComplete } from '@harmo/shared/testing';
import { CHECKUP_ITEM_GROUPS } from '@harmo/medical-formats';
import {
  CHECKUP_IMPORT_OUTCOMES,
  CHECKUP_MARKS,
  CHECKUP_REFUSAL_REASONS,
} from '@harmo/contracts/checkups';
import ja from '../locales/ja/mynapo.json';
import en from '../locales/en/mynapo.json';
import navigation from './navigation.json';

describeStringsComplete({
  namespace: 'mynapo',
  ja,
  en,
  sourceDir: __dirname,
  navigation,
  // Names the screens build from the contract's lists and the ministry's item groups.
  dynamicGroups: ['upload.failed', 'lines'],
  dynamicKeys: [
    ...CHECKUP_ITEM_GROUPS.map((group) => `groups.${group.key}`),
    'groups.other',
    ...CHECKUP_ITEM_GROUPS.flatMap((group) => group.items.map((item) => `items.${item.analyte}`)),
    ...CHECKUP_IMPORT_OUTCOMES.map((outcome) => `import.outcome.${outcome}`),
    ...CHECKUP_REFUSAL_REASONS.map((reason) => `import.reason.${reason}`),
    ...CHECKUP_MARKS.flatMap((mark) => [`marks.${mark}`, `marksShort.${mark}`]),
    // Answers are named by the code the ministry's answer table gives them.
    ...Object.entries(ja.answers).flatMap(([table, codes]) =>
      Object.keys(codes).map((code) => `answers.${table}.${code}`),
    ),
  ],
});
