/** The symbologies the camera scanner reads: QR codes, and the JAN codes of medicine boxes. */
export type ScanFormat = 'QRCode' | 'EAN13' | 'EAN8';

/** One symbol as the decoder read it: raw bytes first, since QR codes here are Shift_JIS. */
export interface ScannedSymbol {
  format: ScanFormat;
  /** The symbol's content as stored, with no character-set guess applied. */
  bytes: Uint8Array;
  /** The decoder's text rendering (right for ASCII content such as JAN codes and URLs). */
  text: string;
  /** QR Structured Append: 0-based position in the set, or -1 outside a set. */
  sequenceIndex: number;
  /** QR Structured Append: number of symbols in the set, or -1 outside a set. */
  sequenceSize: number;
  /** QR Structured Append: the set's parity as text, the same in every symbol of one set. */
  sequenceId: string;
}

/** How far a scan of several symbols has come: "2 of 3 read". */
export interface ScanProgress {
  read: number;
  /** How many symbols the set has; `null` while it is not known. */
  total: number | null;
  complete: boolean;
}

/**
 * Tells from the symbols read so far how many there are to read. The default knows QR
 * Structured Append; a caller adds what its own format knows (a JAHIS notebook's record 911).
 */
export type ScanProgressOf = (symbols: readonly ScannedSymbol[]) => ScanProgress;

/** Why the camera cannot be used; each has its own message. */
export type CameraProblem = 'denied' | 'noCamera' | 'unsupported' | 'inUse' | 'failed';
