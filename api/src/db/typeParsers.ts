/**
 * Result parsers shared by both drivers, so that code tested on the embedded database behaves the
 * same on a PostgreSQL server. Keyed by PostgreSQL type OID.
 */
const INT8 = 20;
const DATE = 1082;
const TIMESTAMP = 1114;

function parseInt8(text: string): number | bigint {
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : BigInt(text);
}

const keepText = (text: string): string => text;

export const TYPE_PARSERS: Readonly<Record<number, (text: string) => unknown>> = {
  [INT8]: parseInt8,
  [DATE]: keepText,
  [TIMESTAMP]: keepText,
};
