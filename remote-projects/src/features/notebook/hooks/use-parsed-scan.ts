import { useMemo } from 'react';
import { parseJahisTc, type JahisTcNotebook } from '@harmo/medical-formats';
import type { NotebookScan } from '../types/scan';
import { scanProblemOf, type ScanProblem } from '../utils/scan-problem';

export type ParsedScan =
  { ok: true; notebook: JahisTcNotebook } | { ok: false; problem: ScanProblem };

/** The notebook a scan holds, read in the browser for display (the api reads it again to save). */
export function useParsedScan(scan: NotebookScan): ParsedScan {
  return useMemo(() => {
    const result = parseJahisTc(scan.symbols, { encoding: scan.encoding });
    if (result.ok) return { ok: true, notebook: result.notebook };
    return { ok: false, problem: scanProblemOf(scan, result) ?? { kind: 'notNotebook' } };
  }, [scan]);
}
