import type { QrSymbolBytes } from '@harmo/medical-formats';
import { SaveScanBody } from '@harmo/contracts/medications';
import type { HistoryStateCodec } from '../../ui';
import { scanBody } from '../api/scan-body';
import type { NotebookScan } from '../types/scan';
import { base64DecodeBytes } from './payload-from-location';
import { readScan } from './read-scan';

/**
 * A notebook scanned or pasted on the page (not one handed over in the link), with when: each
 * one gets its own save state, also one the back button brings back.
 */
export interface ScanOnPage {
  scan: NotebookScan;
  scannedAt: number;
}

function symbolsOf(body: SaveScanBody): QrSymbolBytes[] | null {
  const symbols: QrSymbolBytes[] = [];
  for (const { bytes: base64, ...position } of body.symbols) {
    const bytes = base64DecodeBytes(base64);
    if (!bytes || bytes.length === 0) return null;
    symbols.push({ bytes, ...position });
  }
  return symbols;
}

/**
 * A scan on the page as its history entry keeps it, so that a reload shows it again: the
 * symbols' bytes in base64 as the api takes them, since an entry keeps plain data. Read back,
 * only a notebook the page could show is taken; anything else is as if nothing was kept.
 */
export const scanOnPageCodec: HistoryStateCodec<ScanOnPage> = {
  write: ({ scan, scannedAt }) => ({ scannedAt, scan: scanBody(scan) }),
  read(kept) {
    if (typeof kept !== 'object' || kept === null || !('scan' in kept)) return null;
    const scannedAt = 'scannedAt' in kept ? kept.scannedAt : null;
    const body = SaveScanBody.safeParse(kept.scan);
    if (typeof scannedAt !== 'number' || !body.success || !body.data.encoding) return null;
    const symbols = symbolsOf(body.data);
    if (!symbols) return null;
    const scan: NotebookScan = { symbols, encoding: body.data.encoding };
    return readScan(scan).ok ? { scan, scannedAt } : null;
  },
};
