import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import { PROJECTS_PATHS, ProjectView } from '@harmo/contracts/projects';
import { projectKeys } from './project-keys';

/** One project: its owner and participants see it; anyone else needs its join code. */
export function getProject(
  projectId: string,
  joinCode: string | null,
  signal?: AbortSignal,
): Promise<ProjectView> {
  return apiRequest(pathWith(PROJECTS_PATHS.project, { projectId }), {
    query: { joinCode },
    schema: ProjectView,
    signal,
  });
}

export function projectQueryOptions(projectId: string, joinCode: string | null) {
  return queryOptions({
    queryKey: projectKeys.detail(projectId, joinCode),
    queryFn: ({ signal }) => getProject(projectId, joinCode, signal),
    retry: false,
  });
}

export function useProject(projectId: string, joinCode: string | null) {
  return useQuery(projectQueryOptions(projectId, joinCode));
}
