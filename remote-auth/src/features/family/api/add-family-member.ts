import { useMutation } from '@tanstack/react-query';
import { apiRequest, refreshPatients } from '@harmo/shared';
import { ACCOUNTS_PATHS } from '@harmo/contracts/accounts';
import { IDEMPOTENCY_KEY_HEADER } from '@harmo/contracts/idempotency';
import type { NewFamilyMemberBody } from '@harmo/contracts/accounts-requests';
import { AccountProfile } from '@harmo/contracts/profile';

/**
 * POST /ps/v1/accounts/family: a child, or a parent without a phone, whose notebook is kept here.
 * Added once per idempotency key: the same addition sent again with its key (an answer lost, a
 * second press) answers with the member the first one added.
 */
export function addFamilyMember({
  member,
  idempotencyKey,
}: {
  member: NewFamilyMemberBody;
  idempotencyKey: string;
}) {
  return apiRequest(ACCOUNTS_PATHS.family, {
    method: 'POST',
    json: member,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: AccountProfile,
  });
}

/** The new member joins the switcher: the patients are loaded again. */
export function useAddFamilyMember() {
  return useMutation({ mutationFn: addFamilyMember, onSuccess: () => refreshPatients() });
}
