import { z } from 'zod';

/**
 * A number as query text: decimal digits with an optional sign, point and exponent (`35.68`,
 * `-0.5`, `1e-7`, as any client's number-to-text gives). `Number()`, which `z.coerce.number()`
 * uses, would also read `0x10` as 16, `0b1` as 1, ` 14` and `\t14` as 14 and `Infinity`: a
 * client's slip would then search a place or a page nobody asked for, where it should be told.
 */
const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * `schema` (a coercing number schema with its bounds and messages) for a query parameter: text
 * that is not a decimal number reaches it as NaN, so it is refused with the schema's own "must be
 * a number". A missing parameter stays missing, for `.optional()` and `.default()`.
 */
export function queryNumber<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && !DECIMAL_TEXT.test(value) ? Number.NaN : value),
    schema,
  );
}
