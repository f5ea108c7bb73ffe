import { useMemo } from 'react';
import type { NotebookScan } from '../types/scan';
import { readScan, type ParsedScan } from '../utils/read-scan';

export type { ParsedScan } from '../utils/read-scan';

/** The notebook a scan holds, read in the browser for display (the api reads it again to save). */
export function useParsedScan(scan: NotebookScan): ParsedScan {
  return useMemo(() => readScan(scan), [scan]);
}
