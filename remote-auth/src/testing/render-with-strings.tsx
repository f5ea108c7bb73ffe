import { createTestStrings } from '@harmo/shared/testing';
import ja from '../../locales/ja/auth.json';

/** This remote's Japanese strings for component tests. */
export const { WithStrings } = createTestStrings('auth', { ja });
