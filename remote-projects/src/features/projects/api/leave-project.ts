import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import { PROJECTS_PATHS } from '@harmo/contracts/projects';
import type { ParticipationRef } from '../types/participation';
import { projectKeys } from './project-keys';

/** Leaves the project: from now on it reads nothing more of the patient. */
export function leaveProject({ patientId, projectId }: ParticipationRef): Promise<unknown> {
  return apiRequest(pathWith(PROJECTS_PATHS.participation, { patientId, projectId }), {
    method: 'DELETE',
  });
}

export function useLeaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveProject,
    onSuccess: (_answer, ref) =>
      queryClient.invalidateQueries({ queryKey: projectKeys.patient(ref.patientId) }),
  });
}
