import { createTestStrings } from '@harmo/shared/testing';
import ja from '../../locales/ja/emap.json';
import en from '../../locales/en/emap.json';

/** This remote's real strings in both languages for component tests. */
export const { testI18n, renderWithStrings } = createTestStrings('emap', { ja, en });
