import { queryOptions } from '@tanstack/react-query';
import { apiRequest, getRuntimeConfig } from '@harmo/shared';
import { retryUnlessRefused } from '../../ui';
import type { Decision } from '../types/interaction';
import { decisionSchema, interactionSchema } from '../types/interaction';

const base = (uid: string) => `/ps/v1/oauth/interactions/${encodeURIComponent(uid)}`;

export const interactionKeys = {
  detail: (uid: string) => ['oauth', 'interaction', uid] as const,
};

export function interactionQueryOptions(uid: string) {
  return queryOptions({
    queryKey: interactionKeys.detail(uid),
    queryFn: ({ signal }) => apiRequest(base(uid), { schema: interactionSchema, signal }),
    retry: retryUnlessRefused,
    // The request expires and may be decided elsewhere: always ask again when a screen opens.
    staleTime: 0,
  });
}

/** Sends the user's decision; answers the URL the browser must navigate to. */
export async function sendDecision(uid: string, decision: Decision): Promise<string> {
  const { redirectTo } = await apiRequest(
    decision.kind === 'approve' ? `${base(uid)}/consent` : `${base(uid)}/deny`,
    {
      method: 'POST',
      json: decision.kind === 'approve' ? { patientId: decision.patientId } : {},
      schema: decisionSchema,
    },
  );
  return redirectTo;
}

/**
 * Security (no open redirect): the browser is only ever sent on to the authorization server's
 * own resume endpoint, on the configured OAuth service origin, whatever the answer says.
 */
export function isResumeUrl(url: string): boolean {
  try {
    const target = new URL(url);
    const service = new URL(getRuntimeConfig().oauthBaseUrl);
    const resumePath = `${service.pathname.replace(/\/+$/, '')}/oauth/auth/`;
    const uid = target.pathname.slice(resumePath.length);
    return (
      target.origin === service.origin &&
      target.pathname.startsWith(resumePath) &&
      /^[A-Za-z0-9_-]+$/.test(uid) &&
      target.username === '' &&
      target.password === ''
    );
  } catch {
    return false;
  }
}
