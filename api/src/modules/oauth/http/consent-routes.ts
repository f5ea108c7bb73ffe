import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db';
import { ErrorResponse, notFound } from '../../../http/errors';
import { deleteConsentOf, listConsentsOf } from '../consents/consent-store';
import { ConsentsResponse, GrantIdParams, OAUTH_PATHS } from '@harmo/contracts/oauth';
import { revokeGrantState } from '../storage/provider-state-adapter';
import type { SignedInAccounts } from '../../accounts';

const TAGS = ['oauth consent'];

/**
 * The consents (remembered grants) the signed-in user gave or that are about their own data, and
 * their revocation by either.
 */
export function consentRoutes({
  db,
  accounts,
}: {
  db: Database;
  accounts: SignedInAccounts;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      OAUTH_PATHS.consents,
      {
        schema: {
          tags: TAGS,
          summary:
            'What which client may read, per patient: the consents you gave, and those given ' +
            'for your own data by someone acting for you',
          response: { 200: ConsentsResponse, 401: ErrorResponse },
        },
      },
      async (request) => {
        const { accountId } = accounts.accountOf(request);
        const consents = await listConsentsOf(db, accountId);
        return {
          consents: consents.map((consent) => ({
            grantId: consent.grantId,
            clientId: consent.clientId,
            clientName: consent.clientName,
            patientId: consent.patientId,
            patientName: consent.patientName,
            grantedBy: { accountId: consent.accountId, name: consent.grantedByName },
            scopes: consent.scopes,
            createdAt: consent.createdAt.toISOString(),
            updatedAt: consent.updatedAt.toISOString(),
          })),
        };
      },
    );

    app.delete(
      OAUTH_PATHS.consent,
      {
        schema: {
          tags: TAGS,
          summary: 'Withdraw a consent: its grant and every token issued under it are revoked',
          params: GrantIdParams,
          response: { 204: z.null(), 401: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const { accountId } = accounts.accountOf(request);
        const removed = await db.transaction(async (tx) => {
          const consent = await deleteConsentOf(tx, accountId, request.params.grantId);
          if (consent) await revokeGrantState(tx, consent.grantId);
          return consent;
        });
        if (!removed) throw notFound('No such consent', 'consent_not_found');
        return reply.code(204).send(null);
      },
    );
  };
}
