import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { InteractionView, OAUTH_PATHS, pathWith } from '@harmo/contracts/oauth';
import { interactionKeys } from './interaction-keys';

export type { InteractionPatient, InteractionView as Interaction } from '@harmo/contracts/oauth';

export function getInteraction(uid: string, signal?: AbortSignal): Promise<InteractionView> {
  return apiRequest(pathWith(OAUTH_PATHS.interaction, { uid }), {
    schema: InteractionView,
    signal,
  });
}

export function interactionQueryOptions(uid: string) {
  return queryOptions({
    queryKey: interactionKeys.detail(uid),
    queryFn: ({ signal }) => getInteraction(uid, signal),
    // The request expires and may be decided elsewhere: always ask again when a screen opens.
    staleTime: 0,
  });
}

/** The pending authorization request: client, scopes, patients to choose from; idle without a uid. */
export function useInteraction(uid: string | null) {
  return useQuery({ ...interactionQueryOptions(uid ?? ''), enabled: uid !== null });
}
