import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNTS_PATHS,
  LegacySessionBody,
  LegacySessionResponse,
} from '@harmo/contracts/accounts';
import { ErrorResponse, forbidden } from '../../../http/errors';
import { canActFor } from '../patients';
import { openLegacySession } from '../store/legacy-sessions';
import type { AccountsRouteContext } from './context';
import { TAGS, callerAccount } from './context';

/**
 * POST /ps/v1/legacy/session: a session of the signed-in account acting for one patient. Other
 * fields the caller sends are accepted and ignored.
 */
export function legacySessionRoutes(context: AccountsRouteContext): FastifyPluginAsyncZod {
  const { db, now } = context;
  return async (app) => {
    app.post(
      ACCOUNTS_PATHS.legacySession,
      {
        schema: {
          tags: TAGS,
          summary: 'Open a session acting for a patient of the signed-in account',
          body: LegacySessionBody,
          response: {
            200: LegacySessionResponse,
            400: ErrorResponse,
            401: ErrorResponse,
            403: ErrorResponse,
            404: ErrorResponse,
          },
        },
      },
      async (request) => {
        const account = await callerAccount(context, request);
        const { targetAccountId, deviceCategory } = request.body;
        // Security: only a patient of the caller (self, own family, a notebook shared with the
        // caller, or a family member of its sharer); anyone else, existing or not, is 403.
        if (!(await canActFor(db, account.accountId, targetAccountId))) {
          throw forbidden('You may not act for this account', 'forbidden');
        }
        const session = await openLegacySession(db, {
          callerAccountId: account.accountId,
          targetAccountId,
          deviceCategory,
          now: now(),
        });
        return {
          sessionId: session.sessionId,
          accountId: targetAccountId,
          expiresAt: session.expiresAt.toISOString(),
        };
      },
    );
  };
}
