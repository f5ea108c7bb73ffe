import { z } from 'zod';
import { ApiError, apiRequest } from '@harmo/shared';
import { PARTNER_PATHS, PartnerProfile } from '@harmo/contracts/oauth';
import type { HttpResult } from '../types/flow';

const asRecord = (body: unknown): Record<string, unknown> | null =>
  body && typeof body === 'object' ? (body as Record<string, unknown>) : null;

/**
 * A sample partner resource call with the access token, shown as the partner would see it:
 * its status and body, refusals included. The profile route has one success status, 200.
 * A network failure is thrown, since there is no answer to show.
 *
 * The answer is checked against the profile contract here rather than by apiRequest, which
 * would throw it away: a developer testing a client is shown what came back either way, and
 * where it differs from the documented profile when it does.
 *
 * A plain call, without a query hook: it is the last step of the flow `useFlowTest` runs once
 * per return, made with the access token just issued (a query key would keep that token).
 */
export async function getPartnerProfile(accessToken: string): Promise<HttpResult> {
  try {
    const body = await apiRequest(PARTNER_PATHS.profile, {
      auth: false,
      credentials: 'omit',
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    const checked = PartnerProfile.safeParse(body);
    return checked.success
      ? { status: 200, body: asRecord(body) }
      : { status: 200, body: asRecord(body), mismatch: z.prettifyError(checked.error) };
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) {
      return { status: error.status, body: asRecord(error.details) };
    }
    throw error;
  }
}
