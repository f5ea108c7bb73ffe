import fs from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);
let prepared = false;

/** Reads the QR codes of a picture (a PNG screenshot) as a phone would, from its pixels. */
export async function readQrCodes(png: Buffer): Promise<string[]> {
  if (!prepared) {
    const wasm = fs.readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    prepareZXingModule({
      overrides: {
        wasmBinary: wasm.buffer.slice(
          wasm.byteOffset,
          wasm.byteOffset + wasm.byteLength,
        ) as ArrayBuffer,
      },
    });
    prepared = true;
  }
  const results = await readBarcodes(new Uint8Array(png), { formats: ['QRCode'] });
  return results.filter((r) => r.isValid).map((r) => r.text);
}
