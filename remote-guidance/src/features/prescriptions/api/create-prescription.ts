import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import {
  PRESCRIPTION_PATHS,
  Prescription,
  type NewPrescriptionBody,
} from '@harmo/contracts/prescriptions';
import { prescriptionKeys } from './prescription-keys';

export interface NewPrescription {
  patientId: string;
  body: NewPrescriptionBody;
}

/** Stores a photo or a QR code for the patient; the api reads and checks it again. */
export function createPrescription({ patientId, body }: NewPrescription): Promise<Prescription> {
  return apiRequest(pathWith(PRESCRIPTION_PATHS.create, { patientId }), {
    method: 'POST',
    json: body,
    schema: Prescription,
  });
}

export function useCreatePrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPrescription,
    onSuccess: (prescription) =>
      queryClient.setQueryData(prescriptionKeys.detail(prescription.id), prescription),
  });
}
