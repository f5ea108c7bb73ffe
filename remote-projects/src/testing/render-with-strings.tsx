import { createTestStrings } from '@harmo/shared/testing';
import ja from '../../locales/ja/projects.json';
import en from '../../locales/en/projects.json';

/** This remote's strings for component tests. */
export const { WithStrings, renderWithStrings } = createTestStrings('projects', { ja, en });
