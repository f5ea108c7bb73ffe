import { prepareZXingModule, readBarcodes, type ReadResult } from 'zxing-wasm/reader';
import type { ScanFormat, ScannedSymbol } from './types';

/**
 * The decoder's WebAssembly file, emitted into this build beside the chunk that loads it, so
 * the scanner works with no outside network (the library would fetch it from a public CDN).
 */
const WASM_URL = new URL('zxing-wasm/reader/zxing_reader.wasm', import.meta.url).href;

let prepared = false;

function prepare(): void {
  if (prepared) return;
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? WASM_URL : prefix + path,
    },
  });
  prepared = true;
}

/** Starts loading the decoder while the camera starts, so the first frame is read at once. */
export function warmUpDecoder(): void {
  prepare();
  void prepareZXingModule({ fireImmediately: true }).catch(() => undefined);
}

function isScanFormat(format: string, wanted: readonly ScanFormat[]): format is ScanFormat {
  return (wanted as readonly string[]).includes(format);
}

function toSymbol(result: ReadResult & { format: ScanFormat }): ScannedSymbol {
  return {
    format: result.format,
    bytes: new Uint8Array(result.bytes),
    text: result.text,
    sequenceIndex: result.sequenceIndex,
    sequenceSize: result.sequenceSize,
    sequenceId: result.sequenceId,
  };
}

/** Every valid symbol of the wanted formats in one camera frame. */
export async function decodeFrame(
  image: ImageData,
  formats: readonly ScanFormat[],
): Promise<ScannedSymbol[]> {
  prepare();
  const results = await readBarcodes(image, {
    formats: [...formats],
    tryHarder: true,
    // A split notebook may be printed side by side: every symbol in view counts.
    maxNumberOfSymbols: 8,
  });
  return results
    .filter(
      (r): r is ReadResult & { format: ScanFormat } => r.isValid && isScanFormat(r.format, formats),
    )
    .map(toSymbol);
}
