import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import { CHECKUP_PATHS, PORTAL_RETURN_PATH, PortalLinkStart } from '@harmo/contracts/checkups';

/** Asks the api for the portal's consent page for the patient; the browser goes there next. */
export function startPortalLink(patientId: string): Promise<PortalLinkStart> {
  return apiRequest(pathWith(CHECKUP_PATHS.portalLinks, { patientId }), {
    method: 'POST',
    json: { returnUrl: `${window.location.origin}${PORTAL_RETURN_PATH}` },
    schema: PortalLinkStart,
  });
}

export function useStartPortalLink() {
  return useMutation({
    mutationFn: startPortalLink,
    onSuccess: ({ consentUrl }) => window.location.assign(consentUrl),
  });
}
