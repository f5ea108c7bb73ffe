import { useEffect, useRef, useState } from 'react';
import { isResumeUrl, sendDecision } from '../api/interactions-api';
import type { Decision } from '../types/interaction';

export type DecisionProgress =
  { status: 'working' } | { status: 'unsafe' } | { status: 'failed'; error: unknown };

/** How the browser leaves for the resume URL; replaced in tests. */
export const browserNavigation = {
  replace: (url: string) => window.location.replace(url),
};

/**
 * Sends the decision once, then navigates (a top-level navigation, not fetch) to the
 * authorization server's resume URL. The resume cookie oidc-provider set on the api origin is
 * SameSite=Lax: browsers send it with a top-level GET navigation even from another site, and
 * the navigation can follow the redirect on to the client's redirect URI, which fetch could not.
 */
export function useDecision(uid: string | null, decision: Decision | null): DecisionProgress {
  const [progress, setProgress] = useState<DecisionProgress>({ status: 'working' });
  const sent = useRef(false);
  useEffect(() => {
    if (!uid || !decision || sent.current) return;
    sent.current = true;
    sendDecision(uid, decision).then(
      (redirectTo) => {
        if (!isResumeUrl(redirectTo)) {
          setProgress({ status: 'unsafe' });
          return;
        }
        browserNavigation.replace(redirectTo);
      },
      (error: unknown) => setProgress({ status: 'failed', error }),
    );
  }, [uid, decision]);
  return progress;
}
