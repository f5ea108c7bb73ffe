/**
 * Text decoding of JAHIS payloads.
 *
 * JAHIS payloads are Shift_JIS; what issuers really write is Windows-31J (CP932: NEC and IBM
 * extensions such as ① and ～). The WHATWG `shift_jis` decoder, which browsers and Node share,
 * is exactly that mapping, so no library is needed and both sides read the same text.
 */

import { createTextDecoder } from './platform-decoder';

export type JahisTextEncoding = 'shift_jis' | 'utf-8';

/**
 * Decodes the raw bytes of a payload. Never throws: bytes that are not valid in the encoding
 * become U+FFFD, so a damaged symbol still yields the records around the damage.
 */
export function decodeJahisBytes(
  bytes: Uint8Array,
  encoding: JahisTextEncoding = 'shift_jis',
): string {
  return createTextDecoder(encoding).decode(bytes);
}

/** Decodes CP932 / Windows-31J bytes (the encoding of every JAHIS QR payload). */
export function decodeShiftJis(bytes: Uint8Array): string {
  return decodeJahisBytes(bytes, 'shift_jis');
}
