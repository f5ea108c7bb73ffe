import { isDayThatHasBeen, todayInJapan } from '@harmo/contracts/profile';

/** `YYYYMMDD` (as a notebook records it) or `YYYY-MM-DD` (as the api answers) to a Date at UTC noon. */
function dateOf(value: string): Date | null {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar date for people: 2025年9月12日 in Japanese, Sep 12, 2025 in English. */
export function formatCalendarDate(value: string | null, language: string): string | null {
  if (!value) return null;
  const date = dateOf(value);
  if (!date) return value;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'ja-JP', {
    year: 'numeric',
    month: language === 'en' ? 'short' : 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** Today in Japan as `YYYY-MM-DD` (the default start date of a medicine). */
export { todayInJapan } from '@harmo/contracts/profile';

/**
 * A notebook's day (`YYYYMMDD` or `YYYY-MM-DD`) as this page shows it before saving: null when no
 * dispensing or medicine can have it (after today in Japan, before 1900), as the api saves it
 * then, so the page never shows a day the saved record will not have.
 */
export function recordableDay(value: string | null): string | null {
  if (!value) return null;
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value);
  if (!match) return value;
  return isDayThatHasBeen(`${match[1]}-${match[2]}-${match[3]}`) ? value : null;
}

/**
 * The day in Japan (`YYYY-MM-DD`) of an instant the api answers in ISO 8601 (UTC), as people
 * here count it: joining at 04:03 on 12 September in Japan is 19:03 UTC on the 11th, and was
 * the 12th. What is no instant is kept as it came.
 */
export function dayInJapan(instant: string): string {
  const at = new Date(instant);
  return Number.isNaN(at.getTime()) ? instant : todayInJapan(at);
}
