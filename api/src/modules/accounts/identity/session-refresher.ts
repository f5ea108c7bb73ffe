import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db';
import type { IdentityConfig, IdentityTokenVerifier } from '../../identity';
import { IdentityTokenError, createLocalSessionRefresh } from '../../identity';

export interface RefreshedTokens {
  accessToken: string;
  idToken: string;
}

/** Any reason a refresh token cannot give new tokens (unknown, revoked, expired, other user). */
export class SessionRefreshError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SessionRefreshError';
  }
}

/** New id and access tokens for a refresh token of the user named cognitoUserName. */
export interface SessionRefresher {
  refresh(input: { cognitoUserName: string; refreshToken: string }): Promise<RefreshedTokens>;
}

/**
 * The user name the client holds may be the pool's user name or the sub: the web takes it from
 * the id token's `cognito:username` claim and falls back to the subject.
 */
const namesSameUser = (given: string, user: { username: string; sub: string }): boolean =>
  given.toLowerCase() === user.username.toLowerCase() || given === user.sub;

/**
 * Refresh against this installation's user pool (the embedded identity module).
 * Security: the refresh token must be valid for this app client (checked by the identity code:
 * known, unexpired, not revoked, user enabled) and belong to the named user.
 */
export function localSessionRefresher(input: {
  db: Database;
  config: IdentityConfig;
  log: FastifyBaseLogger;
}): SessionRefresher {
  // The identity module's REFRESH_TOKEN_AUTH code, called in-process (no HTTP round trip).
  const local = createLocalSessionRefresh(input);
  return {
    async refresh({ cognitoUserName, refreshToken }) {
      let tokens;
      try {
        tokens = await local.refresh(refreshToken);
      } catch (err) {
        if (err instanceof IdentityTokenError) throw new SessionRefreshError(err.message);
        throw err;
      }
      if (!namesSameUser(cognitoUserName, tokens)) {
        throw new SessionRefreshError('The refresh token belongs to another user');
      }
      return { accessToken: tokens.accessToken, idToken: tokens.idToken };
    },
  };
}

/**
 * Refresh against a real Cognito user pool (production, IDENTITY_JWKS_URL set): InitiateAuth
 * with REFRESH_TOKEN_AUTH on the pool's endpoint. Security: the returned id token is verified
 * like any bearer token before its user is compared with cognitoUserName.
 */
export function cognitoSessionRefresher(input: {
  endpoint: string;
  clientId: string;
  verifier: IdentityTokenVerifier;
  fetch?: typeof fetch;
}): SessionRefresher {
  const send = input.fetch ?? fetch;
  return {
    async refresh({ cognitoUserName, refreshToken }) {
      let response: Response;
      try {
        response = await send(input.endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-amz-json-1.1',
            'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
          },
          body: JSON.stringify({
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            ClientId: input.clientId,
            AuthParameters: { REFRESH_TOKEN: refreshToken },
          }),
        });
      } catch {
        throw new SessionRefreshError('The user pool could not be reached');
      }
      const body = (await response.json().catch(() => ({}))) as {
        AuthenticationResult?: { AccessToken?: unknown; IdToken?: unknown };
      };
      const accessToken = body.AuthenticationResult?.AccessToken;
      const idToken = body.AuthenticationResult?.IdToken;
      if (!response.ok || typeof accessToken !== 'string' || typeof idToken !== 'string') {
        throw new SessionRefreshError('The user pool refused the refresh token');
      }
      let verified;
      try {
        verified = await input.verifier.verifyIdentityToken(idToken, { tokenUse: 'id' });
      } catch {
        throw new SessionRefreshError('The user pool returned an id token that does not verify');
      }
      if (!namesSameUser(cognitoUserName, { username: verified.username, sub: verified.sub })) {
        throw new SessionRefreshError('The refresh token belongs to another user');
      }
      return { accessToken, idToken };
    },
  };
}

/** Where a real pool's InitiateAuth lives: the regional endpoint of its pool id. */
export function cognitoEndpointOf(userPoolId: string): string {
  const region = userPoolId.slice(0, userPoolId.indexOf('_'));
  return `https://cognito-idp.${region}.amazonaws.com/`;
}
