import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { OwnedProjectsResponse, PROJECTS_PATHS, type ProjectView } from '@harmo/contracts/projects';
import { PROJECT_LISTS_STALE_TIME_MS, projectKeys } from './project-keys';

export type { ProjectView as Project } from '@harmo/contracts/projects';

export async function getOwnedProjects(signal?: AbortSignal): Promise<ProjectView[]> {
  const { projects } = await apiRequest(PROJECTS_PATHS.projects, {
    schema: OwnedProjectsResponse,
    signal,
  });
  return projects;
}

export function ownedProjectsQueryOptions() {
  return queryOptions({
    queryKey: projectKeys.owned,
    queryFn: ({ signal }) => getOwnedProjects(signal),
    staleTime: PROJECT_LISTS_STALE_TIME_MS,
  });
}

/** The projects the signed-in account runs, newest first. */
export function useOwnedProjects() {
  return useQuery(ownedProjectsQueryOptions());
}
