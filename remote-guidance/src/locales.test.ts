import { describeStringsComplete } from '@harmo/shared/testing';
import {
  DISPENSING_ORDER_STATUSES,
  ORDER_ACTORS,
  RECEIVE_METHODS,
} from '@harmo/contracts/dispensing-orders';
import ja from '../locales/ja/guidance.json';
import en from '../locales/en/guidance.json';
import { KNOWN_FORMS } from './features/prescriptions';
import { CARD_FORM_MESSAGE_KEYS, PAYMENT_ERROR_KEYS } from './features/payment';
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
    ...PAYMENT_ERROR_KEYS.map((key) => `payment.errors.${key}`),
    ...CARD_FORM_MESSAGE_KEYS.map((key) => `payment.validation.${key}`),
  ],
});
