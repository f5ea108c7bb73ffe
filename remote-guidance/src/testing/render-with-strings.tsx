import { createTestStrings } from '@harmo/shared/testing';
import ja from '../../locales/ja/guidance.json';
import en from '../../locales/en/guidance.json';

/** This remote's strings for component tests (Japanese unless a test asks for English). */
export const { WithStrings, renderWithStrings } = createTestStrings('guidance', { ja, en });
