import { apiRequest } from '@harmo/shared';
import { AccessTokenResponse } from '@harmo/contracts/oauth';
import type { PendingFlow } from '../types/flow';

/**
 * Exchanges the code as a public client: client_id and the PKCE verifier, no secret, no
 * cookies. A refusal arrives as an ApiError whose code is the server's OAuth error.
 *
 * A plain call, without a mutation hook: the exchange is one step of the flow that
 * `useFlowTest` runs once per return from the authorization server (see `completeFlow` there).
 */
export function exchangeCode(flow: PendingFlow, code: string): Promise<AccessTokenResponse> {
  return apiRequest(flow.tokenEndpoint, {
    method: 'POST',
    auth: false,
    credentials: 'omit',
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: flow.redirectUri,
      client_id: flow.clientId,
      code_verifier: flow.codeVerifier,
    },
    schema: AccessTokenResponse,
  });
}
