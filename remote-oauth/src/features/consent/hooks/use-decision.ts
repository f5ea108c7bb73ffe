import { useEffect, useRef } from 'react';
import type { DecisionResponse } from '@harmo/contracts/oauth';
import { useApproveInteraction } from '../api/approve-interaction';
import { useDenyInteraction } from '../api/deny-interaction';
import type { Decision } from '../types/interaction';
import { isResumeUrl } from '../utils/resume-url';

export type DecisionProgress =
  { status: 'working' } | { status: 'unsafe' } | { status: 'failed'; error: unknown };

/** How the browser leaves for the resume URL; replaced in tests. */
export const browserNavigation = {
  replace: (url: string) => window.location.replace(url),
};

function leaveFor({ redirectTo }: DecisionResponse): void {
  if (isResumeUrl(redirectTo)) browserNavigation.replace(redirectTo);
}

/**
 * Sends the decision once, then navigates (a top-level navigation, not fetch) to the
 * authorization server's resume URL. The resume cookie oidc-provider set on the api origin is
 * SameSite=Lax: browsers send it with a top-level GET navigation even from another site, and
 * the navigation can follow the redirect on to the client's redirect URI, which fetch could not.
 */
export function useDecision(uid: string | null, decision: Decision | null): DecisionProgress {
  const approval = useApproveInteraction();
  const denial = useDenyInteraction();
  const { mutate: approve } = approval;
  const { mutate: deny } = denial;
  const sent = useRef(false);
  useEffect(() => {
    if (!uid || !decision || sent.current) return;
    sent.current = true;
    if (decision.kind === 'approve') {
      approve({ uid, patientId: decision.patientId }, { onSuccess: leaveFor });
    } else {
      deny(uid, { onSuccess: leaveFor });
    }
  }, [uid, decision, approve, deny]);

  const sending = decision?.kind === 'deny' ? denial : approval;
  if (sending.isError) return { status: 'failed', error: sending.error };
  if (sending.isSuccess && !isResumeUrl(sending.data.redirectTo)) return { status: 'unsafe' };
  return { status: 'working' };
}
