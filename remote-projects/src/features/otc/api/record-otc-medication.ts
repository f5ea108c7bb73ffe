import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import { MEDICATIONS_PATHS } from '@harmo/contracts/medications';
import { OtcMedication, type RecordOtcMedicationBody } from '@harmo/contracts/otc-catalogue';
import { medicationKeys } from '../../notebook';

/** Records an OTC medicine in the patient's notebook (a catalogue JAN, or a typed name). */
export function recordOtcMedication(
  patientId: string,
  body: RecordOtcMedicationBody,
): Promise<OtcMedication> {
  return apiRequest(pathWith(MEDICATIONS_PATHS.otcMedications, { patientId }), {
    method: 'POST',
    json: body,
    schema: OtcMedication,
  });
}

export function useRecordOtcMedication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ patientId, body }: { patientId: string; body: RecordOtcMedicationBody }) =>
      recordOtcMedication(patientId, body),
    onSuccess: (_medication, { patientId }) =>
      queryClient.invalidateQueries({ queryKey: medicationKeys.patient(patientId) }),
  });
}
