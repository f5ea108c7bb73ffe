import { z } from 'zod';
import { textProblem, trimInvisible } from './text';

/** What a person's profile may hold: names and kana readings of 1 to 50 characters. */
export const NAME_MAX_LENGTH = 50;
/** Birth dates from this day on, and not in the future (Japan time). */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** Length in characters as a person counts them (a surrogate pair such as 𠮷 is one). */
export function characterCount(value: string): number {
  return [...value].length;
}

/** Full-width katakana (ァ…ヶ, including ヴ), the long-vowel mark ー, and spaces between words. */
const KATAKANA_READING = /^[\u30A1-\u30F6\u30FC][\u30A1-\u30F6\u30FC\u3000 ]*$/;

export function isKatakanaReading(value: string): boolean {
  return KATAKANA_READING.test(value);
}

/** True for a day that exists, written YYYY-MM-DD (2023-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A day written YYYY-MM-DD that exists in the calendar. */
export const CalendarDate = z
  .string()
  .refine(isCalendarDate, { error: 'must be a date written YYYY-MM-DD' })
  .describe('YYYY-MM-DD');

/** Today's date in Japan, YYYY-MM-DD: birth dates are judged by the Japanese calendar day. */
export function todayInJapan(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * Whether a day (YYYY-MM-DD) can date something that happened: not after today in Japan and not
 * before 1900. A dispensing or a medicine's start outside these is the mark of a broken code or a
 * slip, and is kept as no date rather than shown as a fact.
 */
export function isDayThatHasBeen(day: string, today: string = todayInJapan()): boolean {
  return day >= EARLIEST_BIRTH_DATE && day <= today;
}

/**
 * Why a profile field is refused. The rules are written once, here; each side words them for
 * its own reader: the api in English for a developer, the web as translated field messages.
 */
export type ProfileIssue =
  | 'required'
  | 'tooLong'
  | 'invalidCharacters'
  | 'kana'
  | 'birthDateInvalid'
  | 'birthDateTooEarly'
  | 'birthDateFuture'
  | 'gender';

export type ProfileMessages = Record<ProfileIssue, string>;

/** The api's wording of each profile rule. */
export const PROFILE_MESSAGES_EN: ProfileMessages = {
  required: 'is required',
  tooLong: `must be at most ${NAME_MAX_LENGTH} characters`,
  invalidCharacters: 'must not contain control or text-direction characters',
  kana: 'must be full-width katakana (spaces and ー allowed)',
  birthDateInvalid: 'must be an existing date written YYYY-MM-DD',
  birthDateTooEarly: `must not be before ${EARLIEST_BIRTH_DATE}`,
  birthDateFuture: 'must not be in the future',
  gender: 'must be male or female',
};

/**
 * The fields of a person's profile (an account, a family member), with `messages` giving the
 * wording of each refusal and `today` the current day in Japan (tests pass a fixed one).
 * Each refinement after the first only speaks when the ones before it passed, so a field shows
 * one message at a time.
 */
export function profileFieldSchemas(
  messages: ProfileMessages = PROFILE_MESSAGES_EN,
  today: () => string = () => todayInJapan(),
) {
  const personText = () =>
    z
      .string({ error: messages.required })
      .overwrite(trimInvisible)
      .refine((value) => characterCount(value) >= 1, { error: messages.required })
      .refine((value) => characterCount(value) <= NAME_MAX_LENGTH, { error: messages.tooLong })
      .refine((value) => textProblem(value, { refuseBidi: true }) === undefined, {
        error: messages.invalidCharacters,
      });

  const birthDate = z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .refine(isCalendarDate, { error: messages.birthDateInvalid })
    .refine((value) => !isCalendarDate(value) || value >= EARLIEST_BIRTH_DATE, {
      error: messages.birthDateTooEarly,
    })
    .refine((value) => !isCalendarDate(value) || value <= today(), {
      error: messages.birthDateFuture,
    });

  return {
    name: personText(),
    kana: personText().refine((value) => characterCount(value) === 0 || isKatakanaReading(value), {
      error: messages.kana,
    }),
    birthDate,
    gender: z.enum(GENDERS, { error: messages.gender }),
  };
}

/** What the api shows of a person (an account or a family member). */
export const AccountProfile = z.object({
  accountId: z.string(),
  name: z.string(),
  kana: z.string(),
  gender: z.enum(GENDERS),
  birthDate: z.string().nullable().describe('YYYY-MM-DD, or null when not known'),
});
export type AccountProfile = z.infer<typeof AccountProfile>;
