import type { z } from 'zod';
import { PROFILE_MESSAGES_EN, profileFieldSchemas, todayInJapan } from '@harmo/contracts/profile';

// The profile rules are the api's contract with the web; here they get their descriptions for
// the OpenAPI document.
export { AccountProfile } from '@harmo/contracts/profile';
export { AccountId } from '@harmo/contracts/accounts';

const fields = profileFieldSchemas(PROFILE_MESSAGES_EN);

export const Name = fields.name.describe('Name, e.g. 山田 花子 (1–50 characters)');

export const Kana = fields.kana.describe(
  'Reading in full-width katakana, e.g. ヤマダ ハナコ (1–50 characters)',
);

export const Gender = fields.gender.describe('male or female');
export type Gender = z.infer<typeof Gender>;

/** A birth date schema; `today` gives the current day in Japan (tests pass a fixed one). */
export function birthDateSchema(today: () => string = () => todayInJapan()) {
  return profileFieldSchemas(PROFILE_MESSAGES_EN, today).birthDate.describe(
    'Birth date, YYYY-MM-DD, from 1900-01-01 to today (Japan time)',
  );
}
