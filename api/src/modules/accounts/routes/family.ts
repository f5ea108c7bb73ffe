import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, notFound } from '../../../http/errors';
import { OptionalIdempotencyKeyHeaders } from '../../../http/idempotency';
import { API_PREFIX } from '../constants';
import { ACCOUNTS_PATHS, AccountId, FamilyResponse } from '@harmo/contracts/accounts';
import { newFamilyMemberBody } from '@harmo/contracts/accounts-requests';
import { IDEMPOTENCY_KEY_HEADER } from '@harmo/contracts/idempotency';
import { addFamilyMember } from '../add-family-member';
import { AccountProfile } from '../profile-schemas';
import { listFamilyMembers, removeFamilyMember } from '../store/family';
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

    // Added once per idempotency key: a phone that lost the answer, or a double tap, sends the
    // same addition again, and it must not give the person a second notebook. The key is per
    // owner and stays with the member when they are removed: a late retry of a removed member's
    // addition answers 404 family_member_not_found, because showing them would show someone who
    // is gone and adding them again would undo the removal.
    app.post(
      ACCOUNTS_PATHS.family,
      {
        schema: {
          tags: TAGS,
          summary: 'Add a family member (idempotent by the Idempotency-Key header)',
          description:
            '201 with the new member. With an Idempotency-Key header the member is added once ' +
            'per key and account: 200 with the member an earlier request with the same key ' +
            'and body added (also when the family has reached its limit since), 409 ' +
            'idempotency_key_reused for the same key with another body, 404 ' +
            'family_member_not_found when the member that key added has been removed since ' +
            '(the removal stands). Without the header every request adds anew. 409 ' +
            'family_limit_reached for a new member beyond the limit.',
          headers: OptionalIdempotencyKeyHeaders,
          body: NewMemberBody,
          response: {
            200: AccountProfile,
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
        const { member, created } = await addFamilyMember(
          { db, now },
          {
            ownerAccountId: account.accountId,
            idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
            body: request.body,
          },
        );
        return reply.code(created ? 201 : 200).send(member);
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
