import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db';
import { HttpError } from '../../../http/errors';
import type { IdentityTokenVerifier } from '../../identity';
import type { BearerAuthentication } from '../authentication';
import type { SessionRefresher } from '../identity/session-refresher';
import type { MainAccount } from '../store/accounts';
import { findMainAccountBySub } from '../store/accounts';

/** What the accounts routes share. */
export interface AccountsRouteContext {
  db: Database;
  auth: BearerAuthentication;
  verifier: IdentityTokenVerifier;
  refresher: SessionRefresher;
  now: () => Date;
  /** Today in Japan, YYYY-MM-DD (birth dates may not be later). */
  today: () => string;
}

export const TAGS = ['accounts'];

export const accountNotFound = (): HttpError =>
  new HttpError(404, 'account_not_found', 'This identity has no harmo account yet');

/**
 * The main account of the signed-in identity. 404 account_not_found tells the web to send a new
 * identity to /auth/create-account.
 */
export async function callerAccount(
  context: AccountsRouteContext,
  request: FastifyRequest,
): Promise<MainAccount> {
  const identity = context.auth.identityOf(request);
  const account = await findMainAccountBySub(context.db, identity.sub);
  if (!account) throw accountNotFound();
  return account;
}
