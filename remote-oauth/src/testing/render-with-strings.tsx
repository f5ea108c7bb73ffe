import { createTestStrings } from '@harmo/shared/testing';
import ja from '../../locales/ja/oauth.json';

/** This remote's Japanese strings for component tests. */
export const { WithStrings } = createTestStrings('oauth', { ja });
