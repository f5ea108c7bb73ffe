/**
 * Numeric fields. JAHIS keeps amounts as text (`1.5`, `28`, `063.7`); readers want numbers,
 * but only when the text really is one: anything else gives `null`, never NaN or Infinity.
 */

const DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/;
const INTEGER = /^\d+$/;

/** Full-width digits and point occur in hand-typed values; they mean the same number. */
function toHalfWidthNumber(value: string): string {
  return value.replace(/[０-９．]/g, (c) =>
    c === '．' ? '.' : String.fromCharCode(c.charCodeAt(0) - 0xfee0),
  );
}

/** A non-negative decimal (`1.5`, `0.25`, `3`), or `null` when the field is not one. */
export function parseDecimalField(value: string | null): number | null {
  if (value === null) return null;
  const text = toHalfWidthNumber(value.trim());
  if (!DECIMAL.test(text)) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/** A non-negative whole number (`28`, `001`), or `null` when the field is not one. */
export function parseIntegerField(value: string | null): number | null {
  if (value === null) return null;
  const text = toHalfWidthNumber(value.trim());
  if (!INTEGER.test(text)) return null;
  const number = Number(text);
  return Number.isSafeInteger(number) ? number : null;
}
