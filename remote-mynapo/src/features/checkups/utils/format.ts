import type { TFunction } from 'i18next';
import type { SavedCheckupItem } from '@harmo/contracts/checkups';

function checkupDateFormat(date: string, language: string) {
  const [year, month, day] = date.split('-').map(Number);
  const format = new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return { format, at: new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)) };
}

/** A check-up date (YYYY-MM-DD, a calendar day) in the reader's language. */
export function formatCheckupDate(date: string, language: string): string {
  const { format, at } = checkupDateFormat(date, language);
  return format.format(at);
}

/**
 * The same date cut in two where a line may break: the year on one side, month and day on the
 * other (2023年 | 6月2日, Jun 2, | 2023), so a table column of dates stays narrow on a phone.
 * Joined, the two parts are exactly formatCheckupDate's text.
 */
export function splitCheckupDate(date: string, language: string): [string, string] {
  const { format, at } = checkupDateFormat(date, language);
  const parts = format.formatToParts(at);
  const yearIndex = parts.findIndex((part) => part.type === 'year');
  // The year with the literal that follows it (年, or nothing at the end) when it comes first;
  // everything before it when it comes last.
  const cut =
    yearIndex === 0
      ? parts[1]?.type === 'literal'
        ? 2
        : 1
      : yearIndex < 0
        ? parts.length
        : yearIndex;
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return [text(0, cut), text(cut)];
}

/** OIDs of the ministry's answer tables whose answers have names in the strings. */
const ANSWER_TABLES: Record<string, string> = {
  '1.2.392.200119.6.2003': 'yesNo',
  '1.2.392.200119.6.24060': 'smoking',
  '1.2.392.200119.6.2001': 'presence',
  '1.2.392.200119.6.2002': 'finding',
  '1.2.392.200119.6.2102': 'urine',
  '1.2.392.200119.6.1008': 'metabolic',
  '1.2.392.200119.6.3001': 'guidanceLevel',
};

/** A result as text: the number with its unit, an answer by its name, or the text itself. */
export function formatItemValue(item: SavedCheckupItem, t: TFunction): string {
  if (item.type === 'PQ') return item.unit ? `${item.value} ${item.unit}` : String(item.value);
  if (item.type === 'ST') return item.value;
  const table = item.codeSystem ? ANSWER_TABLES[item.codeSystem] : undefined;
  return table ? t(`answers.${table}.${item.value}`, { defaultValue: item.value }) : item.value;
}
