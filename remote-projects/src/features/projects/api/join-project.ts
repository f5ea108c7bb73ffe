import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import {
  PROJECTS_PATHS,
  ParticipationResponse,
  type JoinProjectBody,
} from '@harmo/contracts/projects';
import type { ParticipationRef } from '../types/participation';
import { projectKeys } from './project-keys';

/** Joins the project for the patient, consenting to the scopes the screen showed. */
export function joinProject(
  { patientId, projectId }: ParticipationRef,
  body: JoinProjectBody,
): Promise<ParticipationResponse> {
  return apiRequest(pathWith(PROJECTS_PATHS.participation, { patientId, projectId }), {
    method: 'PUT',
    json: body,
    schema: ParticipationResponse,
  });
}

export function useJoinProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ref, body }: { ref: ParticipationRef; body: JoinProjectBody }) =>
      joinProject(ref, body),
    onSuccess: (_answer, { ref }) =>
      queryClient.invalidateQueries({ queryKey: projectKeys.patient(ref.patientId) }),
  });
}
