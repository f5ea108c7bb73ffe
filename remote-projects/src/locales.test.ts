import { describeStringsComplete } from '@harmo/shared/testing';
import { JAN_MESSAGES_EN, OTC_RISK_CLASSES } from '@harmo/contracts/otc-catalogue';
import { PATIENT_SCOPES } from '@harmo/contracts/oauth';
import ja from '../locales/ja/projects.json';
import en from '../locales/en/projects.json';
import common from '../../shared/runtime/locales/ja/common.json';
import navigation from './navigation.json';

describeStringsComplete({
  namespace: 'projects',
  ja,
  en,
  sourceDir: __dirname,
  navigation,
  otherNamespaces: [common],
  // Names the screens build from the contract's lists.
  dynamicKeys: [
    ...Object.keys(JAN_MESSAGES_EN).map((issue) => `jan.issue.${issue}`),
    ...OTC_RISK_CLASSES.map((riskClass) => `jan.riskClass.${riskClass}`),
    ...PATIENT_SCOPES.map((scope) => `projects.scopes.${scope.replace('patient.', '')}`),
  ],
});
