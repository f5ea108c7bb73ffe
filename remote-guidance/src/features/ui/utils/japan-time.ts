/** Dates and times are shown in Japan time, whatever the device's zone. */
const TIME_ZONE = 'Asia/Tokyo';

function locale(language: string): string {
  return language.startsWith('en') ? 'en-JP' : 'ja-JP';
}

/** 11月24日(火) 14:30 / Tue, Nov 24, 14:30 */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(locale(language), {
    timeZone: TIME_ZONE,
    month: 'short',
    day: 'numeric',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** 14:30 */
export function formatTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(locale(language), {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** 11月24日(火) for a `YYYY-MM-DD` day in Japan. */
export function formatDay(date: string, language: string): string {
  return new Intl.DateTimeFormat(locale(language), {
    timeZone: TIME_ZONE,
    month: 'short',
    day: 'numeric',
    weekday: 'short',
  }).format(new Date(`${date}T12:00:00+09:00`));
}

/** 2026年11月24日 for a JAHIS `YYYYMMDD` date (also `YYYYMM` and `YYYY`). */
export function formatCompactDate(value: string, language: string): string {
  const year = Number(value.slice(0, 4));
  const month = value.length >= 6 ? Number(value.slice(4, 6)) : null;
  const day = value.length >= 8 ? Number(value.slice(6, 8)) : null;
  const date = new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1, 3));
  return new Intl.DateTimeFormat(locale(language), {
    timeZone: TIME_ZONE,
    year: 'numeric',
    ...(month !== null ? { month: language.startsWith('en') ? 'short' : 'long' } : {}),
    ...(day !== null ? { day: 'numeric' } : {}),
  }).format(date);
}
