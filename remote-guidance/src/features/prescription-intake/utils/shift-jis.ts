/**
 * Text back into the bytes a prescription QR code holds (Shift_JIS as Windows writes it, CP932).
 * A code pasted as text reaches the page as characters, while the api reads the code's raw bytes
 * exactly as printed. The table is the browser's own Shift_JIS decoder run backwards, so the api
 * decodes to the very characters the patient pasted.
 */

let table: Map<string, number> | null = null;

function isLeadByte(byte: number): boolean {
  return (byte >= 0x81 && byte <= 0x9f) || (byte >= 0xe0 && byte <= 0xfc);
}

function encodingTable(): Map<string, number> {
  if (table) return table;
  const decoder = new TextDecoder('shift_jis', { fatal: true });
  const built = new Map<string, number>();
  for (let lead = 0x81; lead <= 0xfc; lead++) {
    if (!isLeadByte(lead)) continue;
    for (let trail = 0x40; trail <= 0xfc; trail++) {
      if (trail === 0x7f) continue;
      let char: string;
      try {
        char = decoder.decode(new Uint8Array([lead, trail]));
      } catch {
        continue;
      }
      // Several codes can decode to one character (NEC and IBM extensions): the first,
      // lowest code is the one Windows writes.
      if (!built.has(char)) built.set(char, (lead << 8) | trail);
    }
  }
  table = built;
  return built;
}

/** The CP932 bytes of a text, or null when a character has no Shift_JIS code (an emoji …). */
export function encodeShiftJis(text: string): Uint8Array | null {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) {
      bytes.push(code);
    } else if (code >= 0xff61 && code <= 0xff9f) {
      // Half-width katakana, one byte each (0xA1–0xDF).
      bytes.push(code - 0xff61 + 0xa1);
    } else {
      const double = encodingTable().get(char);
      if (double === undefined) return null;
      bytes.push(double >> 8, double & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}
