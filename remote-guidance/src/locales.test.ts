import { describeStringsComplete } from '@harmo/shared/testing';
import {
  DISPENSING_ORDER_STATUSES,
  ORDER_ACTORS,
  RECEIVE_METHODS,
} from '@harmo/contracts/dispensing-orders';
import ja from '../locales/ja/guidance.json';
import en from '../locales/en/guidance.json';
import { KNOWN_FORMS } from './features/prescriptions';
import navigation from './navigation.json';

describeStringsComplete({
  namespace: 'guidance',
  ja,
  en,
  sourceDir: __dirname,
  navigation,
  // Keys the screens build from the contract's statuses, receive methods and actors and from the dosage forms.
  dynamicKeys: [
    ...DISPENSING_ORDER_STATUSES.flatMap((status) => [
      `status.${status}`,
      `order.explain.${status}`,
    ]),
    ...RECEIVE_METHODS.flatMap((method) => [`receive.${method}.label`, `receive.${method}.detail`]),
    ...ORDER_ACTORS.map((actor) => `order.cancelledBy.${actor}`),
    ...KNOWN_FORMS.map((form) => `rx.form.${form}`),
  ],
  // The placeholder screens' titles, named by the route table.
  dynamicGroups: ['titles'],
});
