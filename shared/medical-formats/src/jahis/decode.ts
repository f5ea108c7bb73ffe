/**
 * Text decoding of JAHIS payloads.
 *
 * JAHIS payloads are Shift_JIS; what issuers really write is Windows-31J (CP932: NEC and IBM
 * extensions such as ① and ～). The WHATWG `shift_jis` decoder, which browsers and Node share,
 * is exactly that mapping, so no library is needed (one quirk of Node's is evened out below).
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
  return encoding === 'shift_jis'
    ? decodeShiftJis(bytes)
    : createTextDecoder(encoding).decode(bytes);
}

/**
 * Control bytes that Node's ICU-based Shift_JIS decoder swaps (IBM host convention: 0x1A →
 * U+001C, 0x1C → U+007F, 0x7F → U+001A) while browsers keep them as ASCII. None of them can
 * be the second byte of a double-byte character, so they are decoded here directly and both
 * platforms read the same text, the 0x1A end-of-file mark included.
 */
const ICU_SWAPPED_CONTROLS: ReadonlySet<number> = new Set([0x1a, 0x1c, 0x7f]);

/** Decodes CP932 / Windows-31J bytes (the encoding of every JAHIS QR payload). */
export function decodeShiftJis(bytes: Uint8Array): string {
  const decoder = createTextDecoder('shift_jis');
  let text = '';
  let start = 0;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index]!;
    if (!ICU_SWAPPED_CONTROLS.has(byte)) continue;
    text += decoder.decode(bytes.subarray(start, index)) + String.fromCharCode(byte);
    start = index + 1;
  }
  return text + decoder.decode(bytes.subarray(start));
}
