import { useCallback } from 'react';
import { queryOptions, useIsFetching, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import { PROJECTS_PATHS, ProjectView } from '@harmo/contracts/projects';
import { projectKeys } from './project-keys';

/** The project a typed join code belongs to (404 when none). */
export function findProjectByJoinCode(
  joinCode: string,
  signal?: AbortSignal,
): Promise<ProjectView> {
  return apiRequest(pathWith(PROJECTS_PATHS.byJoinCode, { joinCode }), {
    schema: ProjectView,
    signal,
  });
}

export function projectByJoinCodeQueryOptions(joinCode: string) {
  return queryOptions({
    queryKey: projectKeys.joinCode(joinCode),
    queryFn: ({ signal }) => findProjectByJoinCode(joinCode, signal),
    // The person waits at the button: a failure is told at once, and they try again themselves.
    retry: false,
  });
}

/**
 * Looks a join code up when the person asks (a code scanned or typed in), for the screen to go
 * on to its project's join page. Each ask goes to the api (nothing stale is served); `finding`
 * holds while an answer is awaited.
 */
export function useFindProjectByJoinCode() {
  const queryClient = useQueryClient();
  const finding = useIsFetching({ queryKey: projectKeys.joinCodes }) > 0;
  const find = useCallback(
    (joinCode: string) => queryClient.fetchQuery(projectByJoinCodeQueryOptions(joinCode)),
    [queryClient],
  );
  return { find, finding };
}
