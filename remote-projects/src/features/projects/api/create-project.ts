import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { IDEMPOTENCY_KEY_HEADER } from '@harmo/contracts/idempotency';
import {
  CreatedProjectResponse,
  PROJECTS_PATHS,
  type CreateProjectBody,
} from '@harmo/contracts/projects';
import { projectKeys } from './project-keys';

export type { CreatedProjectResponse as CreatedProject } from '@harmo/contracts/projects';

/**
 * Creates a project once per idempotency key; its client's secret is in this answer only (the
 * same creation sent again with its key answers with the project and a new secret).
 */
export function createProject({
  body,
  idempotencyKey,
}: {
  body: CreateProjectBody;
  idempotencyKey: string;
}): Promise<CreatedProjectResponse> {
  return apiRequest(PROJECTS_PATHS.projects, {
    method: 'POST',
    json: body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
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
