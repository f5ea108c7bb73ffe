import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import { MEDICATIONS_PATHS, ScanCheckResponse } from '@harmo/contracts/medications';
import type { NotebookScan } from '../types/scan';
import { medicationKeys } from './medication-keys';
import { scanBody, scanKey } from './scan-body';

export type { ScanCheckResponse as ScanCheck } from '@harmo/contracts/medications';

/** Whether the patient's notebook holds this scan already, without saving anything. */
export function checkScan(
  patientId: string,
  scan: NotebookScan,
  signal?: AbortSignal,
): Promise<ScanCheckResponse> {
  return apiRequest(pathWith(MEDICATIONS_PATHS.scanCheck, { patientId }), {
    method: 'POST',
    json: scanBody(scan),
    schema: ScanCheckResponse,
    signal,
  });
}

export function scanCheckQueryOptions(patientId: string, scan: NotebookScan) {
  return queryOptions({
    queryKey: medicationKeys.scanCheck(patientId, scanKey(scan)),
    queryFn: ({ signal }) => checkScan(patientId, scan, signal),
    retry: false,
  });
}

/** What saving the scan would add for the patient; idle without a patient or a readable scan. */
export function useScanCheck(patientId: string | null, scan: NotebookScan | null) {
  return useQuery({
    ...scanCheckQueryOptions(patientId ?? '', scan ?? { symbols: [], encoding: 'shift_jis' }),
    enabled: patientId !== null && scan !== null,
  });
}
