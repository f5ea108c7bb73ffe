import { useMutation } from '@tanstack/react-query';
import { apiRequest, refreshPatients } from '@harmo/shared';
import { ACCOUNTS_PATHS } from '@harmo/contracts/accounts';
import type { NewFamilyMemberBody } from '@harmo/contracts/accounts-requests';
import { AccountProfile } from '@harmo/contracts/profile';

/** POST /ps/v1/accounts/family: a child, or a parent without a phone, whose notebook is kept here. */
export function addFamilyMember(member: NewFamilyMemberBody) {
  return apiRequest(ACCOUNTS_PATHS.family, {
    method: 'POST',
    json: member,
    schema: AccountProfile,
  });
}

/** The new member joins the switcher: the patients are loaded again. */
export function useAddFamilyMember() {
  return useMutation({ mutationFn: addFamilyMember, onSuccess: () => refreshPatients() });
}
