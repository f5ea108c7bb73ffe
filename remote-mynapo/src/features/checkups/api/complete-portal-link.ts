import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { CHECKUP_PATHS, PortalLinkCompletion } from '@harmo/contracts/checkups';
import { checkupKeys } from './checkup-keys';

export type { PortalLinkCompletion } from '@harmo/contracts/checkups';

export function completePortalLink(answer: {
  code: string;
  state: string;
}): Promise<PortalLinkCompletion> {
  return apiRequest(CHECKUP_PATHS.portalLinkCompletion, {
    method: 'POST',
    json: answer,
    schema: PortalLinkCompletion,
  });
}

/** Brings the portal's check-ups in; every check-up view refreshes after it. */
export function useCompletePortalLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completePortalLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkupKeys.all }),
  });
}
