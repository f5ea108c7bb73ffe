import type { JahisTcParseResult } from '@harmo/medical-formats';
import type { NotebookScan } from '../types/scan';
import { missingSplitParts } from './split-parts';

/** Why a scan cannot be shown, in terms the screen words for the user. */
export type ScanProblem =
  | { kind: 'missingParts'; missing: number[]; total: number }
  | { kind: 'prescription' }
  | { kind: 'notNotebook' };

const PRESCRIPTION_HEADER = /^JAHIS\d/;

function firstText(scan: NotebookScan): string {
  const first = scan.symbols[0]?.bytes ?? new Uint8Array();
  return String.fromCharCode(...first.subarray(0, 16)).trimStart();
}

/**
 * Names what is wrong with a scan the reader refused: a split notebook with a part missing
 * (by number), a prescription QR code (院外処方箋, `JAHIS10` …) scanned by mistake, or
 * something that is no notebook at all.
 */
export function scanProblemOf(scan: NotebookScan, result: JahisTcParseResult): ScanProblem | null {
  if (result.ok) return null;
  const { missing, total } = missingSplitParts(scan.symbols, scan.encoding);
  if (missing.length > 0) return { kind: 'missingParts', missing, total };
  if (PRESCRIPTION_HEADER.test(firstText(scan))) return { kind: 'prescription' };
  return { kind: 'notNotebook' };
}
