import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { DecisionResponse, OAUTH_PATHS, pathWith } from '@harmo/contracts/oauth';
import { interactionKeys } from './interaction-keys';

export interface Approval {
  uid: string;
  patientId: string;
}

/** Approves the request for one patient; answers the resume URL the browser must go to. */
export function approveInteraction({ uid, patientId }: Approval): Promise<DecisionResponse> {
  return apiRequest(pathWith(OAUTH_PATHS.interactionConsent, { uid }), {
    method: 'POST',
    json: { patientId },
    schema: DecisionResponse,
  });
}

export function useApproveInteraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveInteraction,
    onSuccess: (_answer, { uid }) =>
      queryClient.invalidateQueries({ queryKey: interactionKeys.detail(uid) }),
  });
}
