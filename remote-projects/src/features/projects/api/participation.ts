import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import {
  PROJECTS_PATHS,
  ParticipationResponse,
  type JoinProjectBody,
} from '@harmo/contracts/projects';
import { projectKeys } from './project-keys';

interface ParticipationRef {
  patientId: string;
  projectId: string;
}

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

/** Leaves the project: from now on it reads nothing more of the patient. */
export function leaveProject({ patientId, projectId }: ParticipationRef): Promise<unknown> {
  return apiRequest(pathWith(PROJECTS_PATHS.participation, { patientId, projectId }), {
    method: 'DELETE',
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

export function useLeaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveProject,
    onSuccess: (_answer, ref) =>
      queryClient.invalidateQueries({ queryKey: projectKeys.patient(ref.patientId) }),
  });
}
