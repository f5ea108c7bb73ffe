const EOF_BYTE = 0x1a;
const CR = 0x0d;
const LF = 0x0a;

/**
 * Removes the end-of-file byte 0x1A (and the line breaks around it) from the end of a payload
 * before it is decoded. Node's Shift_JIS decoder turns 0x1A into U+001C while browsers keep
 * U+001A, so only bytes removed before decoding read the same everywhere.
 */
export function stripTrailingEof(bytes: Uint8Array): Uint8Array {
  let end = bytes.length;
  while (end > 0) {
    const byte = bytes[end - 1];
    if (byte !== EOF_BYTE && byte !== CR && byte !== LF) break;
    end -= 1;
  }
  return end === bytes.length ? bytes : bytes.subarray(0, end);
}
