import type { AuthorizationServerMetadata } from '@harmo/contracts/oauth';
import type { PendingFlow } from '../types/flow';

/** The authorization request URL: code flow, PKCE S256, state. */
export function authorizationUrl(
  metadata: AuthorizationServerMetadata,
  flow: PendingFlow,
  codeChallenge: string,
): string {
  const url = new URL(metadata.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: flow.clientId,
    redirect_uri: flow.redirectUri,
    scope: flow.scopes.join(' '),
    state: flow.state,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
    // A refresh token (offline_access) is only granted with prompt=consent (OIDC Core §11).
    ...(flow.scopes.includes('offline_access') ? { prompt: 'consent' } : {}),
  }).toString();
  return url.href;
}
