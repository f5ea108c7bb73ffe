/**
 * The WHATWG TextDecoder, present in browsers and in Node alike. The package compiles without
 * the DOM and Node type libraries (so nothing platform-only slips in), hence this narrow view
 * of the global instead of a global type declaration.
 */
export interface PlatformTextDecoder {
  decode(input: Uint8Array): string;
}

type TextDecoderConstructor = new (label: string) => PlatformTextDecoder;

export function createTextDecoder(label: string): PlatformTextDecoder {
  const { TextDecoder } = globalThis as unknown as { TextDecoder: TextDecoderConstructor };
  return new TextDecoder(label);
}
