import { parseJahisTc, type JahisTcNotebook } from '@harmo/medical-formats';
import type { NotebookScan } from '../types/scan';
import { scanProblemOf, type ScanProblem } from './scan-problem';

export type ParsedScan =
  { ok: true; notebook: JahisTcNotebook } | { ok: false; problem: ScanProblem };

/** The notebook a scan holds, read in the browser, or why it cannot be read. */
export function readScan(scan: NotebookScan): ParsedScan {
  const result = parseJahisTc(scan.symbols, { encoding: scan.encoding });
  if (result.ok) return { ok: true, notebook: result.notebook };
  return { ok: false, problem: scanProblemOf(scan, result) ?? { kind: 'notNotebook' } };
}
