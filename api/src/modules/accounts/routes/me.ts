import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '../../../http/errors';
import { listPatients } from '../patients';
import type { MainAccount } from '../store/accounts';
import {
  deleteMainAccount,
  updateMainAccountEmail,
  updateMainAccountProfile,
} from '../store/accounts';
import { latestAgreement } from '../store/agreements';
import type { AccountsRouteContext } from './context';
import { TAGS, accountNotFound, callerAccount } from './context';

import { ACCOUNTS_PATHS, MeResponse, PatientsResponse } from '@harmo/contracts/accounts';
import { profileBody } from '@harmo/contracts/accounts-requests';

export function meRoutes(context: AccountsRouteContext): FastifyPluginAsyncZod {
  const { db, auth, now, today } = context;
  const ProfileBody = profileBody(today);

  /** The me answer: the account as stored, its e-mail and the agreement in force. */
  async function meOf(account: MainAccount, email: string | null): Promise<MeResponse> {
    const agreement = await latestAgreement(db, account.accountId);
    return {
      accountId: account.accountId,
      name: account.name,
      kana: account.kana,
      gender: account.gender,
      birthDate: account.birthDate,
      email,
      agreement: agreement && {
        termsVersion: agreement.termsVersion,
        privacyVersion: agreement.privacyVersion,
        agreedAt: agreement.agreedAt.toISOString(),
      },
    };
  }

  return async (app) => {
    app.get(
      ACCOUNTS_PATHS.me,
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
        return meOf(account, email);
      },
    );

    app.put(
      ACCOUNTS_PATHS.me,
      {
        schema: {
          tags: TAGS,
          summary: "Change the signed-in account's profile (name, kana, birth date, gender)",
          body: ProfileBody,
          response: { 200: MeResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request) => {
        const account = await callerAccount(context, request);
        const updated = await updateMainAccountProfile(db, account.accountId, request.body, now());
        if (!updated) throw accountNotFound();
        return meOf(updated, updated.email);
      },
    );

    app.delete(
      ACCOUNTS_PATHS.me,
      {
        schema: {
          tags: TAGS,
          summary: 'Delete the signed-in account, its family members and its sharings',
          description:
            'For good: the family members the account keeps, the sharings it gave or received ' +
            'and every record kept for these people are deleted with it. The identity (the ' +
            'sign-in) is deleted separately, by DeleteUser at the identity endpoint.',
          response: { 204: z.undefined(), 401: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const account = await callerAccount(context, request);
        if (!(await deleteMainAccount(db, account.accountId))) throw accountNotFound();
        request.log.info({ accountId: account.accountId }, 'account deleted by its owner');
        return reply.code(204).send();
      },
    );

    app.get(
      ACCOUNTS_PATHS.patients,
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
