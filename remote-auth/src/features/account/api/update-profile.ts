import { useMutation } from '@tanstack/react-query';
import { apiRequest, refreshPatients } from '@harmo/shared';
import { ACCOUNTS_PATHS, MeResponse } from '@harmo/contracts/accounts';
import type { ProfileBody } from '@harmo/contracts/accounts-requests';

/** PUT /ps/v1/accounts/me: the signed-in account's name, kana, birth date and gender. */
export function updateProfile(profile: ProfileBody) {
  return apiRequest(ACCOUNTS_PATHS.me, { method: 'PUT', json: profile, schema: MeResponse });
}

/** Saves the profile, then the header and the switcher show the new name. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => refreshPatients(),
  });
}
