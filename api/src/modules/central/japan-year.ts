/** The calendar year in Japan now (birth years are checked against it). */
export function currentYearInJapan(now: Date = new Date()): number {
  return Number(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', year: 'numeric' }).format(now),
  );
}
