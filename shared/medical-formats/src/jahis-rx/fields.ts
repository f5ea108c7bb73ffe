import { parseDecimalField, parseIntegerField } from '../jahis';

/**
 * Reading single fields of a record. Field numbers count from 1 after the record number, as the
 * format's tables do, so `fields[n]` is field n. A field the issuer left out (trailing fields are
 * often dropped from the end of a line) reads as empty, and an empty field as `null`.
 */

/**
 * A text field exactly as written. Names and usage texts are shown as the issuer printed them,
 * so not even surrounding spaces are removed here.
 */
export function textField(fields: readonly string[] | undefined, n: number): string | null {
  const value = fields?.[n];
  return value === undefined || value === '' ? null : value;
}

export function integerField(fields: readonly string[] | undefined, n: number): number | null {
  return parseIntegerField(textField(fields, n));
}

export function decimalField(fields: readonly string[] | undefined, n: number): number | null {
  return parseDecimalField(textField(fields, n));
}
