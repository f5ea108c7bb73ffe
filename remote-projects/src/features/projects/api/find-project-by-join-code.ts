import { apiRequest } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import { PROJECTS_PATHS, ProjectView } from '@harmo/contracts/projects';

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
