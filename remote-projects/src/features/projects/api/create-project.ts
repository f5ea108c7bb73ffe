import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import {
  CreatedProjectResponse,
  PROJECTS_PATHS,
  type CreateProjectBody,
} from '@harmo/contracts/projects';
import { projectKeys } from './project-keys';

export type { CreatedProjectResponse as CreatedProject } from '@harmo/contracts/projects';

/** Creates a project; its client's secret is in this answer only. */
export function createProject(body: CreateProjectBody): Promise<CreatedProjectResponse> {
  return apiRequest(PROJECTS_PATHS.projects, {
    method: 'POST',
    json: body,
    schema: CreatedProjectResponse,
  });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.owned }),
  });
}
