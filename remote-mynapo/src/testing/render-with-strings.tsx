import { createTestStrings } from '@harmo/shared/testing';
import ja from '../../locales/ja/mynapo.json';
import en from '../../locales/en/mynapo.json';

/** This remote's strings for component tests. */
export const { WithStrings, renderWithStrings } = createTestStrings('mynapo', { ja, en });
