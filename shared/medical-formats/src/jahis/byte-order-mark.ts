/**
 * The UTF-8 byte-order mark, which some tools write in front of any text they save, Shift_JIS
 * too. It is not part of a JAHIS payload: decoded as Shift_JIS its three bytes become two
 * characters in front of the version record, and the payload no longer starts with `JAHIS`.
 */
const BYTE_ORDER_MARK = [0xef, 0xbb, 0xbf];

/** The bytes without a UTF-8 byte-order mark in front. */
export function withoutByteOrderMark(bytes: Uint8Array): Uint8Array {
  return BYTE_ORDER_MARK.every((byte, i) => bytes[i] === byte)
    ? bytes.subarray(BYTE_ORDER_MARK.length)
    : bytes;
}

/** Decoded text without the byte-order mark (U+FEFF) in front. */
export function withoutByteOrderMarkText(text: string): string {
  return text.startsWith('\ufeff') ? text.slice(1) : text;
}
