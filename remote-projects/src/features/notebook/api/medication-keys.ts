/**
 * Query keys of a patient's medication records, from the general to the particular, so that
 * saving a scan or an OTC medicine refreshes every list of that patient.
 */
export const medicationKeys = {
  all: ['projects', 'medications'] as const,
  patient: (patientId: string) => ['projects', 'medications', patientId] as const,
  records: (patientId: string) => ['projects', 'medications', patientId, 'records'] as const,
  scanCheck: (patientId: string, scan: string) =>
    ['projects', 'medications', patientId, 'scan-check', scan] as const,
};
