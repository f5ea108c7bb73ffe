import { createTestStrings } from '@harmo/shared/testing';
import ja from '../../locales/ja/oauth.json';
import en from '../../locales/en/oauth.json';

/** This remote's strings for component tests (Japanese unless a test asks for English). */
export const { WithStrings, renderWithStrings } = createTestStrings('oauth', { ja, en });
