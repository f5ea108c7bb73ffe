import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db';
import { HttpError, forbidden } from '../../http/errors';
import type { IdentityTokenVerifier } from '../identity';
import { IdentityTokenError } from '../identity';
import { canActFor } from './patients';
import { findMainAccountBySub } from './store/accounts';

/** The harmo account behind a console or consent request. */
export interface SignedInAccount {
  accountId: string;
  /** When the user last signed in (the id token's auth_time), seconds since the epoch. */
  authTime: number | null;
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)\s*$/i;

const notAuthenticated = () => new HttpError(401, 'unauthorized', 'User is not authenticated');

/**
 * The signed-in harmo account of a request, for the areas beyond accounts (OAuth console and
 * consent, prescriptions, dispensing orders). Security: every route behind the hook needs `Authorization: Bearer <id token>`
 * of the user, verified by the identity module (signature, issuer, audience, token_use = id,
 * expiry, revocation), and an upgraded harmo account for that identity, found as
 * GET /ps/v1/accounts/me finds it. Anything else answers before the handler runs.
 */
export function signedInAccounts(db: Queryable, verifier: IdentityTokenVerifier) {
  const accounts = new WeakMap<FastifyRequest, SignedInAccount>();

  /** Verifies the request's bearer id token and finds its account (401/404 otherwise). */
  async function authenticate(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<SignedInAccount> {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) {
      void reply.header('www-authenticate', 'Bearer');
      throw notAuthenticated();
    }
    let verified;
    try {
      verified = await verifier.verifyIdentityToken(match[1], { tokenUse: 'id' });
    } catch (err) {
      if (!(err instanceof IdentityTokenError)) throw err;
      void reply.header('www-authenticate', 'Bearer error="invalid_token"');
      throw notAuthenticated();
    }
    const account = await findMainAccountBySub(db, verified.sub);
    if (!account) {
      throw new HttpError(404, 'account_not_found', 'This identity has no harmo account yet');
    }
    return { accountId: account.accountId, authTime: verified.authTime };
  }

  async function hook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    accounts.set(request, await authenticate(request, reply));
  }

  /** The account the hook found; only for routes registered behind the hook. */
  function accountOf(request: FastifyRequest): SignedInAccount {
    const account = accounts.get(request);
    if (!account) throw notAuthenticated();
    return account;
  }

  /**
   * The signed-in account, once it is known to act for `patientId` (itself, a family member it
   * keeps, a notebook shared with it, or a family member of that notebook's owner): the check in
   * front of every call on a patient's data. Anyone else, existing or not, is 403.
   */
  async function actingFor(request: FastifyRequest, patientId: string): Promise<SignedInAccount> {
    const account = accountOf(request);
    if (!(await canActFor(db, account.accountId, patientId))) {
      throw forbidden('You may not act for this patient', 'patient_not_allowed');
    }
    return account;
  }

  return { hook, authenticate, accountOf, actingFor };
}

export type SignedInAccounts = ReturnType<typeof signedInAccounts>;
