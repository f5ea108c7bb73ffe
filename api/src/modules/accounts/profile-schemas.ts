import { z } from 'zod';
import { EARLIEST_BIRTH_DATE, NAME_MAX_LENGTH } from './constants';
import { todayInJapan } from './japan-date';

/** Length in characters as a person counts them (a surrogate pair such as 𠮷 is one). */
const characterCount = (value: string): number => [...value].length;

const lengthMessage = `must be 1 to ${NAME_MAX_LENGTH} characters`;

export const Name = z
  .string()
  .trim()
  .refine((value) => characterCount(value) >= 1 && characterCount(value) <= NAME_MAX_LENGTH, {
    error: lengthMessage,
  })
  .refine((value) => !/\p{Cc}/u.test(value), { error: 'must not contain control characters' })
  .describe('Name, e.g. 山田 花子 (1–50 characters)');

/** Full-width katakana (ァ…ヶ, including ヴ), the long-vowel mark ー, and spaces between words. */
const KATAKANA_READING = /^[\u30A1-\u30F6\u30FC][\u30A1-\u30F6\u30FC\u3000 ]*$/;

export const Kana = z
  .string()
  .trim()
  .refine((value) => characterCount(value) >= 1 && characterCount(value) <= NAME_MAX_LENGTH, {
    error: lengthMessage,
  })
  .refine((value) => KATAKANA_READING.test(value), {
    error: 'must be full-width katakana (spaces and ー allowed)',
  })
  .describe('Reading in full-width katakana, e.g. ヤマダ ハナコ (1–50 characters)');

export const Gender = z
  .enum(['male', 'female'], { error: 'must be male or female' })
  .describe('male or female');
export type Gender = z.infer<typeof Gender>;

/** True for an existing calendar day written YYYY-MM-DD (rejects 2023-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A birth date schema; `today` gives the current day in Japan (tests pass a fixed one). */
export function birthDateSchema(today: () => string = () => todayInJapan()) {
  return z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date written YYYY-MM-DD' })
    .refine(isCalendarDate, { error: 'must be an existing date' })
    .refine((value) => value >= EARLIEST_BIRTH_DATE, { error: 'must not be before 1900-01-01' })
    .refine((value) => value <= today(), { error: 'must not be in the future' })
    .describe('Birth date, YYYY-MM-DD, from 1900-01-01 to today (Japan time)');
}

export const AccountId = z.uuid({ error: 'must be an account id' }).describe('Account id (uuid)');

/** What the api shows of a person (an account or a family member). */
export const AccountProfile = z.object({
  accountId: z.string(),
  name: z.string(),
  kana: z.string(),
  gender: Gender,
  birthDate: z.string().nullable().describe('YYYY-MM-DD, or null when not known'),
});
export type AccountProfile = z.infer<typeof AccountProfile>;
