import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import { MEDICATIONS_PATHS, SaveScanResponse } from '@harmo/contracts/medications';
import type { NotebookScan } from '../types/scan';
import { medicationKeys } from './medication-keys';
import { scanBody } from './scan-body';

export type { SaveScanResponse as SavedScan } from '@harmo/contracts/medications';

/** Saves a scanned notebook to the patient's records; the same notebook again adds nothing. */
export function saveScan(patientId: string, scan: NotebookScan): Promise<SaveScanResponse> {
  return apiRequest(pathWith(MEDICATIONS_PATHS.scans, { patientId }), {
    method: 'POST',
    json: scanBody(scan),
    schema: SaveScanResponse,
  });
}

export function useSaveScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ patientId, scan }: { patientId: string; scan: NotebookScan }) =>
      saveScan(patientId, scan),
    onSuccess: (_saved, { patientId }) =>
      queryClient.invalidateQueries({ queryKey: medicationKeys.patient(patientId) }),
  });
}
