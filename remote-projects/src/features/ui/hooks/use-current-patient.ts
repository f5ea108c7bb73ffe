import { useSessionStore } from '@harmo/shared';

/** The patient the screens act for: their id and the name the screens address them by. */
export function useCurrentPatient(): { patientId: string | null; patientName: string } {
  const patientId = useSessionStore((s) => s.currentPatientId);
  const patientName = useSessionStore((s) =>
    s.currentPatientId ? (s.patients[s.currentPatientId]?.name ?? '') : '',
  );
  return { patientId, patientName };
}
