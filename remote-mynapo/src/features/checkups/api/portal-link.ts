import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import {
  CHECKUP_PATHS,
  PORTAL_RETURN_PATH,
  PortalLinkCompletion,
  PortalLinkStart,
} from '@harmo/contracts/checkups';
import { checkupKeys } from './checkup-keys';

export type { PortalLinkCompletion } from '@harmo/contracts/checkups';

/** Asks the api for the portal's consent page for the patient; the browser goes there next. */
export function startPortalLink(patientId: string): Promise<PortalLinkStart> {
  return apiRequest(pathWith(CHECKUP_PATHS.portalLinks, { patientId }), {
    method: 'POST',
    json: { returnUrl: `${window.location.origin}${PORTAL_RETURN_PATH}` },
    schema: PortalLinkStart,
  });
}

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

export function useStartPortalLink() {
  return useMutation({
    mutationFn: startPortalLink,
    onSuccess: ({ consentUrl }) => window.location.assign(consentUrl),
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
