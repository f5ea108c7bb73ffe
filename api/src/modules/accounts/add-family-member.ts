import type { z } from 'zod';
import type { newFamilyMemberBody } from '@harmo/contracts/accounts-requests';
import type { Database } from '../../db';
import { conflict, notFound } from '../../http/errors';
import { keyAndHash, requestHashOf, sameRequestOrRefuse } from '../../http/idempotency';
import { FAMILY_MEMBER_LIMIT } from './constants';
import type { AccountProfile } from './profile-schemas';
import type { KeyedFamilyMember } from './store/family';
import {
  countFamilyMembers,
  findFamilyMemberByIdempotencyKey,
  insertFamilyMember,
} from './store/family';

/** The body of an addition as the route has parsed it (names trimmed). */
export type FamilyMemberBody = z.output<ReturnType<typeof newFamilyMemberBody>>;

/**
 * The body as the idempotency check compares it (key order, and an absent birth date against a
 * null one, do not count).
 */
function requestHash(body: FamilyMemberBody): string {
  return requestHashOf({
    name: body.name,
    kana: body.kana,
    gender: body.gender,
    birthDate: body.birthDate ?? null,
  });
}

/** The answer to a retry: the member the key's first request added. */
function retriedMember(stored: KeyedFamilyMember, hash: string) {
  sameRequestOrRefuse(stored, hash, 'family member', 'a new one');
  // The key stays with a removed member: answering with the member would show someone who is
  // gone, and adding them again would undo the removal. The web already words this code as "this
  // family member has already been removed".
  if (stored.removed) {
    throw notFound(
      'The family member this idempotency key added has since been removed',
      'family_member_not_found',
    );
  }
  return { member: stored.member, created: false };
}

/**
 * Adds a family member to the owner's family, at most FAMILY_MEMBER_LIMIT of them. With an
 * idempotency key the member is added once per key and owner, so a retry (an answer lost on a
 * phone's network, a double tap) gets the member the first request added, with created false,
 * even when the family has reached the limit since: a retry is not a new addition.
 */
export async function addFamilyMember(
  context: { db: Database; now: () => Date },
  input: { ownerAccountId: string; idempotencyKey: string | undefined; body: FamilyMemberBody },
): Promise<{ member: AccountProfile; created: boolean }> {
  const { db, now } = context;
  const { ownerAccountId, idempotencyKey, body } = input;
  const hash = requestHash(body);
  return db.transaction(async (tx) => {
    // Serialises additions of one owner, so the limit holds under concurrent requests, and a
    // request racing another with the same key finds that one's member below once it commits.
    await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [ownerAccountId]);
    if (idempotencyKey !== undefined) {
      const earlier = await findFamilyMemberByIdempotencyKey(tx, ownerAccountId, idempotencyKey);
      if (earlier) return retriedMember(earlier, hash);
    }
    if ((await countFamilyMembers(tx, ownerAccountId)) >= FAMILY_MEMBER_LIMIT) {
      throw conflict(
        `An account can keep at most ${FAMILY_MEMBER_LIMIT} family members`,
        'family_limit_reached',
      );
    }
    const member = await insertFamilyMember(tx, {
      ownerAccountId,
      name: body.name,
      kana: body.kana,
      gender: body.gender,
      birthDate: body.birthDate ?? null,
      idempotency: keyAndHash(idempotencyKey, hash),
      now: now(),
    });
    if (!member) throw new Error('Family member insert returned nothing');
    return { member, created: true };
  });
}
