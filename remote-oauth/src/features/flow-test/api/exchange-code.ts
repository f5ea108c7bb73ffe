import { apiRequest } from '@harmo/shared';
import type { PendingFlow, TokenResponse } from '../types/flow';
import { tokenResponseSchema } from '../types/flow';

/**
 * Exchanges the code as a public client: client_id and the PKCE verifier, no secret, no
 * cookies. A refusal arrives as an ApiError whose code is the server's OAuth error.
 */
export function exchangeCode(flow: PendingFlow, code: string): Promise<TokenResponse> {
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
    schema: tokenResponseSchema,
  });
}
