/** Today's date in Japan, YYYY-MM-DD (birth dates are checked against the Japanese calendar day). */
export function todayInJapan(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
