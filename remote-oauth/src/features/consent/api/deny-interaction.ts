import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { DecisionResponse, OAUTH_PATHS, pathWith } from '@harmo/contracts/oauth';
import { interactionKeys } from './interaction-keys';

/** Denies the request (the client receives access_denied); answers the resume URL. */
export function denyInteraction(uid: string): Promise<DecisionResponse> {
  return apiRequest(pathWith(OAUTH_PATHS.interactionDeny, { uid }), {
    method: 'POST',
    json: {},
    schema: DecisionResponse,
  });
}

export function useDenyInteraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: denyInteraction,
    onSuccess: (_answer, uid) =>
      queryClient.invalidateQueries({ queryKey: interactionKeys.detail(uid) }),
  });
}
