/**
 * The WHATWG TextDecoder, present in browsers and in Node alike. The package compiles without
 * the DOM and Node type libraries (so nothing platform-only slips in), hence this narrow view
 * of the global instead of a global type declaration.
 */
export interface PlatformTextDecoder {
  decode(input: Uint8Array): string;
}

type TextDecoderConstructor = new (label: string) => PlatformTextDecoder;

// Opening a decoder costs more than decoding a QR payload; without streaming a decoder keeps
// no state between calls, so one per encoding serves every caller.
const decoders = new Map<string, PlatformTextDecoder>();

/** The shared platform decoder for an encoding label (`shift_jis`, `utf-8`). */
export function createTextDecoder(label: string): PlatformTextDecoder {
  let decoder = decoders.get(label);
  if (!decoder) {
    const { TextDecoder } = globalThis as unknown as { TextDecoder: TextDecoderConstructor };
    decoder = new TextDecoder(label);
    decoders.set(label, decoder);
  }
  return decoder;
}
