/**
 * Test-only Shift_JIS encoder: the inverse of the platform's WHATWG decoder, so test payloads
 * are real CP932 bytes without a conversion library. Built once, on first use.
 */
import { createTextDecoder } from '../platform-decoder';

let table: Map<string, number[]> | null = null;

function buildTable(): Map<string, number[]> {
  const decoder = createTextDecoder('shift_jis');
  const map = new Map<string, number[]>();
  for (let byte = 0x00; byte <= 0x7f; byte += 1) map.set(String.fromCharCode(byte), [byte]);
  for (let byte = 0xa1; byte <= 0xdf; byte += 1)
    map.set(decoder.decode(new Uint8Array([byte])), [byte]);
  const leads = [];
  for (let lead = 0x81; lead <= 0x9f; lead += 1) leads.push(lead);
  for (let lead = 0xe0; lead <= 0xfc; lead += 1) leads.push(lead);
  for (const lead of leads) {
    for (let trail = 0x40; trail <= 0xfc; trail += 1) {
      if (trail === 0x7f) continue;
      const char = decoder.decode(new Uint8Array([lead, trail]));
      // Keep the first (standard) code of characters the NEC and IBM rows repeat.
      if (char.length === 1 && char !== '\ufffd' && !map.has(char)) map.set(char, [lead, trail]);
    }
  }
  return map;
}

export function encodeShiftJis(text: string): Uint8Array {
  table ??= buildTable();
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x80) {
      bytes.push(code);
      continue;
    }
    const encoded = table.get(char);
    if (!encoded) throw new Error(`no Shift_JIS code for ${JSON.stringify(char)}`);
    for (const byte of encoded) bytes.push(byte);
  }
  return Uint8Array.from(bytes);
}
