import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import {
  PROJECTS_PATHS,
  PatientProjectsResponse,
  type ParticipationResponse,
} from '@harmo/contracts/projects';
import { PROJECT_LISTS_STALE_TIME_MS, projectKeys } from './project-keys';

export type { ParticipationResponse as PatientProject } from '@harmo/contracts/projects';

export async function getPatientProjects(
  patientId: string,
  signal?: AbortSignal,
): Promise<ParticipationResponse[]> {
  const { projects } = await apiRequest(pathWith(PROJECTS_PATHS.patientProjects, { patientId }), {
    schema: PatientProjectsResponse,
    signal,
  });
  return projects;
}

export function patientProjectsQueryOptions(patientId: string) {
  return queryOptions({
    queryKey: projectKeys.patient(patientId),
    queryFn: ({ signal }) => getPatientProjects(patientId, signal),
    staleTime: PROJECT_LISTS_STALE_TIME_MS,
  });
}

/** The projects the patient takes part in now, latest joined first; idle without a patient. */
export function usePatientProjects(patientId: string | null) {
  return useQuery({ ...patientProjectsQueryOptions(patientId ?? ''), enabled: patientId !== null });
}
