import { getRuntimeConfig } from '@harmo/shared';
import type { HttpResult, PendingFlow, ServerMetadata } from '../types/flow';
import { serverMetadataSchema } from '../types/flow';

/** The authorization server's discovery document (its endpoints). */
export async function discoverAuthorizationServer(): Promise<ServerMetadata> {
  const base = getRuntimeConfig().oauthBaseUrl.replace(/\/+$/, '');
  const response = await fetch(`${base}/oauth/.well-known/openid-configuration`, {
    credentials: 'omit',
  });
  if (!response.ok) throw new Error(`discovery failed (${response.status})`);
  return serverMetadataSchema.parse(await response.json());
}

/** The authorization request URL: code flow, PKCE S256, state. */
export function authorizationUrl(
  metadata: ServerMetadata,
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

async function jsonResult(response: Response): Promise<HttpResult> {
  const body: unknown = await response.json().catch(() => null);
  return {
    status: response.status,
    body: body && typeof body === 'object' ? (body as Record<string, unknown>) : null,
  };
}

/** Exchanges the code as a public client: client_id and the PKCE verifier, no secret. */
export async function exchangeCode(flow: PendingFlow, code: string): Promise<HttpResult> {
  const response = await fetch(flow.tokenEndpoint, {
    method: 'POST',
    credentials: 'omit',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: flow.redirectUri,
      client_id: flow.clientId,
      code_verifier: flow.codeVerifier,
    }).toString(),
  });
  return jsonResult(response);
}

/** A sample partner resource call with the access token. */
export async function callProfile(accessToken: string): Promise<HttpResult> {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '');
  const response = await fetch(`${base}/partner/v1/patient/profile`, {
    credentials: 'omit',
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
  });
  return jsonResult(response);
}
