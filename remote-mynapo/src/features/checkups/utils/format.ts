import type { TFunction } from 'i18next';
import type { SavedCheckupItem } from '@harmo/contracts/checkups';

/** A check-up date (YYYY-MM-DD, a calendar day) in the reader's language. */
export function formatCheckupDate(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)));
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
