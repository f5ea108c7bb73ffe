import { parseDecimalField, parseIntegerField } from '../jahis';

/**
 * Reading single fields of a record. Field numbers count from 1 after the record number, as the
 * format's tables do, so `fields[n]` is field n. A field the issuer left out (trailing fields are
 * often dropped from the end of a line) reads as empty, and an empty field as `null`.
 */

/**
 * Half- and full-width spaces at either end of a value. The format does not output them (an
 * omitted value is the empty string), so where they occur they are padding, not data.
 */
const SURROUNDING_SPACES = /^[ \u3000]+|[ \u3000]+$/g;

/**
 * A text field as written, without the spaces around it. Names and usage texts keep every
 * character in between, full- and half-width alike; a field of spaces alone is `null`.
 */
export function textField(fields: readonly string[] | undefined, n: number): string | null {
  const value = fields?.[n]?.replace(SURROUNDING_SPACES, '');
  return value === undefined || value === '' ? null : value;
}

export function integerField(fields: readonly string[] | undefined, n: number): number | null {
  return parseIntegerField(textField(fields, n));
}

export function decimalField(fields: readonly string[] | undefined, n: number): number | null {
  return parseDecimalField(textField(fields, n));
}
