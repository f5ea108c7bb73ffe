import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '../../../http/errors';
import { listPatients } from '../patients';
import { updateMainAccountEmail } from '../store/accounts';
import type { AccountsRouteContext } from './context';
import { TAGS, callerAccount } from './context';

import { MeResponse, PatientsResponse } from '@harmo/contracts/accounts';

export function meRoutes(context: AccountsRouteContext): FastifyPluginAsyncZod {
  const { db, auth, now } = context;
  return async (app) => {
    app.get(
      '/accounts/me',
      {
        schema: {
          tags: TAGS,
          summary: 'The signed-in account',
          description: '404 account_not_found while the identity has not been upgraded yet.',
          response: { 200: MeResponse, 401: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request) => {
        const account = await callerAccount(context, request);
        const identity = auth.identityOf(request);
        // The identity is the authority on the e-mail; keep the copy used for invitations current.
        let email = account.email;
        if (identity.email !== null && identity.emailVerified && identity.email !== email) {
          await updateMainAccountEmail(db, account.accountId, identity.email, now());
          email = identity.email;
        }
        return {
          accountId: account.accountId,
          name: account.name,
          kana: account.kana,
          gender: account.gender,
          birthDate: account.birthDate,
          email,
        };
      },
    );

    app.get(
      '/accounts/patients',
      {
        schema: {
          tags: TAGS,
          summary: 'Everyone the signed-in account acts for (the patients map)',
          response: { 200: PatientsResponse, 401: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request) => {
        const account = await callerAccount(context, request);
        return {
          mainPatientId: account.accountId,
          patients: await listPatients(db, account.accountId),
        };
      },
    );
  };
}
