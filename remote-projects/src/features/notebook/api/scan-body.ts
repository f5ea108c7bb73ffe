import type { SaveScanBody } from '@harmo/contracts/medications';
import type { NotebookScan } from '../types/scan';

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A scan as the api takes it: each symbol's raw bytes in base64, with its position if known. */
export function scanBody(scan: NotebookScan): SaveScanBody {
  return {
    encoding: scan.encoding,
    symbols: scan.symbols.map((symbol) => ({
      bytes: base64Of(symbol.bytes),
      ...(symbol.sequenceSize !== undefined && symbol.sequenceSize > 1
        ? {
            sequenceIndex: symbol.sequenceIndex,
            sequenceSize: symbol.sequenceSize,
            ...(symbol.parity !== undefined && symbol.parity >= 0 ? { parity: symbol.parity } : {}),
          }
        : {}),
    })),
  };
}

/** A key that is the same for the same scan, for caching what the api said of it. */
export function scanKey(scan: NotebookScan): string {
  return JSON.stringify(scanBody(scan));
}
