import { queryClient, useSessionStore } from '@harmo/shared';
import { ownedProjectsQueryOptions } from './get-owned-projects';
import { patientProjectsQueryOptions } from './get-patient-projects';

/**
 * The two lists of /projects into the query cache (the current patient's projects, and those the
 * account runs), asked for when a link to the page is about to be followed.
 */
export async function prefetchProjectLists(): Promise<void> {
  const patientId = useSessionStore.getState().currentPatientId;
  await Promise.all([
    queryClient.prefetchQuery(ownedProjectsQueryOptions()),
    patientId ? queryClient.prefetchQuery(patientProjectsQueryOptions(patientId)) : null,
  ]);
}
