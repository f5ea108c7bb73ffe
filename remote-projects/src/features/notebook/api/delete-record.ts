import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import { MEDICATIONS_PATHS } from '@harmo/contracts/medications';
import { medicationKeys } from './medication-keys';

/** Which saved record to delete: a visit from a notebook QR code, or an OTC medicine. */
export type RecordRef =
  | { kind: 'dispensing'; patientId: string; id: string }
  | { kind: 'otc'; patientId: string; id: string };

export function deleteRecord(record: RecordRef): Promise<unknown> {
  const path =
    record.kind === 'dispensing'
      ? pathWith(MEDICATIONS_PATHS.dispensing, {
          patientId: record.patientId,
          dispensingId: record.id,
        })
      : pathWith(MEDICATIONS_PATHS.otcMedication, {
          patientId: record.patientId,
          otcMedicationId: record.id,
        });
  return apiRequest(path, { method: 'DELETE' });
}

export function useDeleteRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecord,
    onSuccess: (_result, record) =>
      queryClient.invalidateQueries({ queryKey: medicationKeys.patient(record.patientId) }),
  });
}
