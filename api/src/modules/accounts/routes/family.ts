import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, conflict, notFound } from '../../../http/errors';
import { API_PREFIX, FAMILY_MEMBER_LIMIT } from '../constants';
import { ACCOUNTS_PATHS, AccountId, FamilyResponse } from '@harmo/contracts/accounts';
import { newFamilyMemberBody } from '@harmo/contracts/accounts-requests';
import { AccountProfile } from '../profile-schemas';
import {
  countFamilyMembers,
  insertFamilyMember,
  listFamilyMembers,
  removeFamilyMember,
} from '../store/family';
import type { AccountsRouteContext } from './context';
import { TAGS, callerAccount } from './context';

/**
 * Family members: people without an identity of their own (children, parents without phones)
 * whose notebooks the signed-in account keeps. Security: every call acts on the caller's own
 * family only; another account's member id answers 404 as if it did not exist.
 */
export function familyRoutes(context: AccountsRouteContext): FastifyPluginAsyncZod {
  const { db, now, today } = context;
  const NewMemberBody = newFamilyMemberBody(today);

  return async (app) => {
    app.get(
      ACCOUNTS_PATHS.family,
      {
        schema: {
          tags: TAGS,
          summary: "The signed-in account's family members",
          description:
            'The account\'s "family list": an object whose `family` array ' +
            'lists the members: { family: [{ accountId, name, kana, gender, birthDate }] }.',
          response: { 200: FamilyResponse, 401: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request) => {
        const account = await callerAccount(context, request);
        return { family: await listFamilyMembers(db, account.accountId) };
      },
    );

    app.post(
      ACCOUNTS_PATHS.family,
      {
        schema: {
          tags: TAGS,
          summary: 'Add a family member',
          body: NewMemberBody,
          response: {
            201: AccountProfile,
            400: ErrorResponse,
            401: ErrorResponse,
            404: ErrorResponse,
            409: ErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const account = await callerAccount(context, request);
        const member = await db.transaction(async (tx) => {
          // Serialises additions of one owner, so the limit holds under concurrent requests.
          await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [account.accountId]);
          if ((await countFamilyMembers(tx, account.accountId)) >= FAMILY_MEMBER_LIMIT) {
            throw conflict(
              `An account can keep at most ${FAMILY_MEMBER_LIMIT} family members`,
              'family_limit_reached',
            );
          }
          return insertFamilyMember(tx, {
            ownerAccountId: account.accountId,
            name: request.body.name,
            kana: request.body.kana,
            gender: request.body.gender,
            birthDate: request.body.birthDate ?? null,
            now: now(),
          });
        });
        if (!member) throw new Error('Family member insert returned nothing');
        return reply.code(201).send(member);
      },
    );

    app.delete(
      `${API_PREFIX}/accounts/family/:accountId`,
      {
        schema: {
          tags: TAGS,
          summary: 'Remove a family member',
          params: z.object({ accountId: AccountId }),
          response: { 204: z.undefined(), 401: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const account = await callerAccount(context, request);
        const removed = await removeFamilyMember(
          db,
          account.accountId,
          request.params.accountId,
          now(),
        );
        if (!removed) throw notFound('No such family member', 'family_member_not_found');
        return reply.code(204).send();
      },
    );
  };
}
