import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { JWTPayload, JWTVerifyGetKey } from 'jose';
import type { Queryable } from '../../db/types';
import type { IdentityConfig } from './config';
import type { JsonWebKeySet } from './keys';
import { SIGNING_ALGORITHM, createSigningKeyStore } from './keys';
import { isOriginRevoked } from './refresh-tokens-repository';

export type IdentityTokenUse = 'id' | 'access';

/** What other modules learn from a verified bearer token. */
export interface VerifiedIdentityToken {
  /** The user's stable id (the "sub" claim); link product accounts to this. */
  sub: string;
  /** "cognito:username" of an id token, "username" of an access token. */
  username: string;
  tokenUse: IdentityTokenUse;
  clientId: string;
  email: string | null;
  /** Scopes of an access token; empty for id tokens. */
  scopes: string[];
  authTime: number | null;
  claims: JWTPayload;
}

export type IdentityTokenFailure = 'expired' | 'invalid' | 'revoked';

export class IdentityTokenError extends Error {
  constructor(
    readonly reason: IdentityTokenFailure,
    message: string,
  ) {
    super(message);
    this.name = 'IdentityTokenError';
  }
}

export interface IdentityTokenVerifier {
  verifyIdentityToken(
    token: string,
    options: { tokenUse: IdentityTokenUse },
  ): Promise<VerifiedIdentityToken>;
}

export interface IdentityTokenVerifierOptions {
  /** Exact "iss" to accept. */
  issuer: string;
  /** The app client: "aud" of id tokens, "client_id" of access tokens. */
  clientId: string;
  /** A real pool's JWKS URL (fetched and cached by jose); omit to use localKeys. */
  jwksUrl?: string;
  /** This installation's key set (the local user pool). */
  localKeys?: { jwks(): Promise<JsonWebKeySet> };
  /** Revocation check by origin_jti; only the local pool can answer it. */
  isRevoked?: (originJti: string) => Promise<boolean>;
}

const stringClaim = (payload: JWTPayload, name: string): string | null => {
  const value = payload[name];
  return typeof value === 'string' ? value : null;
};

function keyResolver(options: IdentityTokenVerifierOptions): JWTVerifyGetKey {
  if (options.jwksUrl) return createRemoteJWKSet(new URL(options.jwksUrl));
  const local = options.localKeys;
  if (!local) throw new Error('Give jwksUrl or localKeys');
  // The key set is rebuilt only when the store hands out a new one: jose imports each public
  // key once per set, and importing an RSA key on every request was most of a request's cost.
  let cached: { jwks: JsonWebKeySet; resolve: JWTVerifyGetKey } | undefined;
  return async (header, token) => {
    const jwks = await local.jwks();
    if (cached?.jwks !== jwks) cached = { jwks, resolve: createLocalJWKSet(jwks) };
    return cached.resolve(header, token);
  };
}

/**
 * Verifies id and access tokens of a Cognito user pool (this api's own, or a real one in
 * production). Security checks, all required: RS256 signature by a key of the pool's JWKS,
 * exact issuer, expiry (jose), token_use, and the app client (aud for id tokens, client_id for
 * access tokens, because Cognito access tokens carry no aud); revocation when available.
 */
export function createIdentityTokenVerifier(
  options: IdentityTokenVerifierOptions,
): IdentityTokenVerifier {
  const { issuer, clientId, isRevoked } = options;
  const keys = keyResolver(options);

  return {
    async verifyIdentityToken(token, { tokenUse }) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, keys, { issuer, algorithms: [SIGNING_ALGORITHM] }));
      } catch (err) {
        if (err instanceof errors.JWTExpired) {
          throw new IdentityTokenError(
            'expired',
            `${tokenUse === 'id' ? 'Id' : 'Access'} Token has expired`,
          );
        }
        throw new IdentityTokenError(
          'invalid',
          `Invalid ${tokenUse === 'id' ? 'Id' : 'Access'} Token`,
        );
      }
      const invalid = (): IdentityTokenError =>
        new IdentityTokenError('invalid', `Invalid ${tokenUse === 'id' ? 'Id' : 'Access'} Token`);

      if (payload.token_use !== tokenUse || typeof payload.sub !== 'string') throw invalid();
      const audience = tokenUse === 'id' ? payload.aud : payload.client_id;
      const audiences = Array.isArray(audience) ? audience : [audience];
      if (!audiences.includes(clientId)) throw invalid();

      const originJti = stringClaim(payload, 'origin_jti');
      if (isRevoked && originJti !== null && (await isRevoked(originJti))) {
        throw new IdentityTokenError(
          'revoked',
          `${tokenUse === 'id' ? 'Id' : 'Access'} Token has been revoked`,
        );
      }
      const username =
        stringClaim(payload, tokenUse === 'id' ? 'cognito:username' : 'username') ?? payload.sub;
      return {
        sub: payload.sub,
        username,
        tokenUse,
        clientId,
        email: stringClaim(payload, 'email'),
        scopes: (stringClaim(payload, 'scope') ?? '').split(' ').filter((s) => s.length > 0),
        authTime: typeof payload.auth_time === 'number' ? payload.auth_time : null,
        claims: payload,
      };
    },
  };
}

/**
 * The verifier other modules use to authenticate bearer tokens: a real pool's JWKS when
 * IDENTITY_JWKS_URL is configured, otherwise this installation's keys (with revocation checks).
 */
export function createIdentityTokenVerifierFromConfig(
  db: Queryable,
  config: Pick<IdentityConfig, 'issuer' | 'clientId' | 'externalJwksUrl'>,
): IdentityTokenVerifier {
  if (config.externalJwksUrl) {
    return createIdentityTokenVerifier({
      issuer: config.issuer,
      clientId: config.clientId,
      jwksUrl: config.externalJwksUrl,
    });
  }
  return createIdentityTokenVerifier({
    issuer: config.issuer,
    clientId: config.clientId,
    localKeys: createSigningKeyStore(db),
    isRevoked: (originJti) => isOriginRevoked(db, originJti),
  });
}
