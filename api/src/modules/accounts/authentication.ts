import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import type { IdentityTokenVerifier } from '../identity';
import { IdentityTokenError } from '../identity';

/** The signed-in identity behind a request, from its verified id token. */
export interface AuthenticatedIdentity {
  sub: string;
  username: string;
  email: string | null;
  emailVerified: boolean;
}

export const notAuthenticated = (): HttpError =>
  new HttpError(401, 'unauthorized', 'User is not authenticated');

const BEARER = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)\s*$/i;

/**
 * Bearer authentication of the product API. Security: every route behind `hook` needs
 * `Authorization: Bearer <id token>`, verified by the identity module (RS256 signature from the
 * pool's JWKS, exact issuer, audience = the app client, token_use = id, expiry, revocation for the
 * local pool). Anything else answers 401 before the request body is even read.
 */
export function bearerAuthentication(verifier: IdentityTokenVerifier) {
  const identities = new WeakMap<FastifyRequest, AuthenticatedIdentity>();

  async function hook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) {
      void reply.header('www-authenticate', 'Bearer');
      throw notAuthenticated();
    }
    try {
      const verified = await verifier.verifyIdentityToken(match[1], { tokenUse: 'id' });
      identities.set(request, {
        sub: verified.sub,
        username: verified.username,
        email: verified.email,
        emailVerified: verified.claims.email_verified === true,
      });
    } catch (err) {
      // A fault of ours (e.g. the database) is a 500, not a reason to sign the user out.
      if (!(err instanceof IdentityTokenError)) throw err;
      void reply.header('www-authenticate', 'Bearer error="invalid_token"');
      throw notAuthenticated();
    }
  }

  /** The identity the hook verified; only for routes registered behind the hook. */
  function identityOf(request: FastifyRequest): AuthenticatedIdentity {
    const identity = identities.get(request);
    if (!identity) throw notAuthenticated();
    return identity;
  }

  return { hook, identityOf };
}

export type BearerAuthentication = ReturnType<typeof bearerAuthentication>;
