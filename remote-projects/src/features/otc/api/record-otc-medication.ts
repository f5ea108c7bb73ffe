import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import { IDEMPOTENCY_KEY_HEADER } from '@harmo/contracts/idempotency';
import { MEDICATIONS_PATHS } from '@harmo/contracts/medications';
import { OtcMedication, type RecordOtcMedicationBody } from '@harmo/contracts/otc-catalogue';
import { medicationKeys } from '../../notebook';

/**
 * Records an OTC medicine in the patient's notebook (a catalogue JAN, or a typed name), once per
 * idempotency key: the same request sent again with its key answers with the first record.
 */
export function recordOtcMedication(
  patientId: string,
  body: RecordOtcMedicationBody,
  idempotencyKey: string,
): Promise<OtcMedication> {
  return apiRequest(pathWith(MEDICATIONS_PATHS.otcMedications, { patientId }), {
    method: 'POST',
    json: body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: OtcMedication,
  });
}

export function useRecordOtcMedication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      patientId,
      body,
      idempotencyKey,
    }: {
      patientId: string;
      body: RecordOtcMedicationBody;
      idempotencyKey: string;
    }) => recordOtcMedication(patientId, body, idempotencyKey),
    onSuccess: (_medication, { patientId }) =>
      queryClient.invalidateQueries({ queryKey: medicationKeys.patient(patientId) }),
  });
}
