import { queryOptions, useQuery } from '@tanstack/react-query';
import { getIdentitySettings } from '@harmo/shared';

/**
 * The identity's e-mail, phone and two-step settings (GetUser). Under `accounts` with the rest
 * of the signed-in account's data, so that a sign-out forgets it.
 */
export const identitySettingsQueryOptions = queryOptions({
  queryKey: ['accounts', 'identity-settings'],
  queryFn: () => getIdentitySettings(),
  staleTime: 0,
});

export const useIdentitySettings = () => useQuery(identitySettingsQueryOptions);
