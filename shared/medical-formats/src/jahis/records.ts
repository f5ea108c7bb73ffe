/**
 * Splitting a decoded JAHIS payload into records and fields.
 *
 * The JAHIS text formats are a bare CSV: records end with CR LF (LF or CR alone also occur),
 * fields are split on every half-width comma (there is no quoting: senders replace commas in
 * values by a full-width one), and an EOF byte 0x1A may follow the last record.
 */

export interface JahisRecord {
  /** 1-based line number in the decoded text, for messages that point at the input. */
  lineNumber: number;
  /** The first field, trimmed: `1`, `201`, `JAHISTC08`, `JAHIS10` … */
  recordNumber: string;
  /**
   * All fields as recorded, the record number at index 0, so `fields[n]` is field n as the
   * standards number them (counting from 1 after the record number).
   */
  fields: string[];
}

// 0x1A (SUB), the end-of-file mark some media append.
const EOF_MARK = String.fromCharCode(0x1a);
const LINE_BREAK = /\r\n|\r|\n/;
/**
 * A line of nothing but spacing: half- and full-width spaces, tabs, and the byte-order mark a
 * text file may start with. No record can look like this, since every record starts with its
 * number or the version.
 */
const BLANK_LINE = /^[ \t\u3000\ufeff]*$/;

/**
 * Splits a payload into records. Blank lines are skipped (they are not part of the format) but
 * still counted in line numbers. The data ends at the first 0x1A: the mark follows the last
 * record, so whatever comes after it (padding, leftovers of the medium) is no record. A
 * Shift_JIS byte 0x1A can never be half of a double-byte character, so the mark is never
 * mistaken inside a name.
 */
export function splitRecords(text: string): JahisRecord[] {
  const records: JahisRecord[] = [];
  const end = text.indexOf(EOF_MARK);
  const lines = (end < 0 ? text : text.slice(0, end)).split(LINE_BREAK);
  lines.forEach((line, index) => {
    if (BLANK_LINE.test(line)) return;
    const fields = line.split(',');
    records.push({
      lineNumber: index + 1,
      recordNumber: trimAsciiSpaces(fields[0] ?? ''),
      fields,
    });
  });
  return records;
}

/**
 * Removes ASCII spaces (U+0020) at both ends only, as the formats pad fixed-width values with
 * them. Anything else is data: a full-width space in a name, and a tab too, which no layout pads
 * with.
 */
export function trimAsciiSpaces(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) === 0x20) start += 1;
  while (end > start && value.charCodeAt(end - 1) === 0x20) end -= 1;
  return start === 0 && end === value.length ? value : value.slice(start, end);
}

/**
 * Field n of a record (1-based, as the standards number them), trimmed of ASCII spaces;
 * `null` when it is empty or missing (older layouts and senders omit trailing fields).
 */
export function fieldAt(record: JahisRecord, n: number): string | null {
  const raw = record.fields[n];
  if (raw === undefined) return null;
  const value = trimAsciiSpaces(raw);
  return value === '' ? null : value;
}
