import type { CheckupFileResult } from '@harmo/contracts/checkups';
import { EARLIEST_BIRTH_DATE, characterCount, todayInJapan } from '@harmo/contracts/profile';
import type { Checkup, CheckupItem } from '@harmo/medical-formats';

/**
 * What the import checks in a file the reader accepted, before anything of it is stored. The
 * reader gives a file's values as written (the parse:checkup command line prints them so); what
 * the store keeps is checked and cleaned here.
 */

export type Refusal = Pick<CheckupFileResult, 'reason' | 'detail'>;

/** Lengths the checkups table allows (its CHECK constraints), in characters as it counts them. */
export const STORED_LENGTHS = { institutionCode: 20, institutionName: 200 } as const;

const UNSTORABLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/**
 * Text as it may be stored and shown, by the same rule as the notebook scans: control
 * characters (they only come from damaged or hostile files) and bidi embeddings, overrides and
 * isolates (which make text display as something else) are dropped. Tab and line breaks stay.
 */
export function storableText(text: string): string {
  return text.replace(UNSTORABLE, '');
}

/** Cleaned text; null when nothing was left of it (an empty text as read stays empty). */
function storableOrNull(text: string | null): string | null {
  if (text === null) return null;
  const kept = storableText(text);
  return kept === '' && text !== '' ? null : kept;
}

/** An item with its text cleaned; null when nothing is left of its code or text value. */
function storableItem(item: CheckupItem): CheckupItem | null {
  const code = storableText(item.code);
  if (code === '') return null;
  const name = storableOrNull(item.name);
  switch (item.type) {
    case 'PQ':
      return { ...item, code, name, unit: storableOrNull(item.unit) };
    case 'CD':
    case 'CO': {
      const value = storableText(item.value);
      if (value === '') return null;
      return { ...item, code, name, value, codeSystem: storableOrNull(item.codeSystem) };
    }
    case 'ST': {
      const value = storableText(item.value);
      return value === '' ? null : { ...item, code, name, value };
    }
  }
}

/**
 * The check-up as it is stored: every text it keeps (institution, names, units, answers and
 * text values) cleaned, and an item left with no code or value left out, as the reader leaves
 * out an empty one. Text without such characters is kept exactly as read, so an unchanged file
 * stays `unchanged` on re-import.
 */
export function storableCheckup(checkup: Checkup): Checkup {
  return {
    ...checkup,
    reportCategory: storableOrNull(checkup.reportCategory),
    institution: {
      code: storableOrNull(checkup.institution.code),
      name: storableOrNull(checkup.institution.name),
    },
    items: checkup.items.map(storableItem).filter((item): item is CheckupItem => item !== null),
  };
}

/**
 * A value longer than its column allows refuses the file: the institution number is part of
 * what makes a check-up the same one, so it cannot be dropped, and a "name" of hundreds of
 * characters is no institution's name.
 */
export function lengthRefusal(checkup: Checkup): Refusal | null {
  const { code, name } = checkup.institution;
  const tooLong = (what: string, length: number, max: number): Refusal => ({
    reason: 'value_too_long',
    detail: `${what}が長すぎます（${length} 文字）。${max} 文字まで読み込めます`,
  });
  const codeLength = code === null ? 0 : characterCount(code);
  if (codeLength > STORED_LENGTHS.institutionCode) {
    return tooLong(
      '健診機関の番号（特定健診機関番号）',
      codeLength,
      STORED_LENGTHS.institutionCode,
    );
  }
  const nameLength = name === null ? 0 : characterCount(name);
  if (nameLength > STORED_LENGTHS.institutionName) {
    return tooLong('健診機関の名前', nameLength, STORED_LENGTHS.institutionName);
  }
  return null;
}

/**
 * A check-up date no check-up can have: after today in Japan (today itself is fine, a file can
 * come the day of the check-up), before 1900 (the earliest birth date a person may have here),
 * or before the birth date the file itself gives.
 */
export function dateRefusal(date: string, birthDate: string | null, now: Date): Refusal | null {
  const refusal = (detail: string): Refusal => ({ reason: 'implausible_date', detail });
  if (date > todayInJapan(now)) {
    return refusal(`健診の実施日（${date}）が、今日より後の日付です`);
  }
  if (date < EARLIEST_BIRTH_DATE) {
    return refusal(`健診の実施日（${date}）が、${EARLIEST_BIRTH_DATE} より前の日付です`);
  }
  if (birthDate !== null && date < birthDate) {
    return refusal(
      `健診の実施日（${date}）が、この結果ファイルの生年月日（${birthDate}）より前です`,
    );
  }
  return null;
}
