import type { QrSymbolBytes } from '@harmo/medical-formats';

/**
 * One notebook as it came in: every symbol's raw bytes (with the Structured Append position the
 * camera reported), and how the bytes are encoded. Printed QR codes are Shift_JIS; text the user
 * pasted is sent as UTF-8. The same scan is shown here and sent to the api, which reads it again.
 */
export interface NotebookScan {
  symbols: QrSymbolBytes[];
  encoding: 'shift_jis' | 'utf-8';
}
