import { queryOptions, useQuery } from '@tanstack/react-query';
import { getIdentitySettings } from '@harmo/shared/account-settings';
import { accountKeys } from './account-keys';

/**
 * The identity's e-mail, phone and two-step settings (GetUser). Under `accounts` with the rest
 * of the signed-in account's data (`accountKeys`), so that a sign-out forgets it.
 */
export const identitySettingsQueryOptions = queryOptions({
  queryKey: accountKeys.identitySettings,
  queryFn: () => getIdentitySettings(),
  staleTime: 0,
});

export const useIdentitySettings = () => useQuery(identitySettingsQueryOptions);
