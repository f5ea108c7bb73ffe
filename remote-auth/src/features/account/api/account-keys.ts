import { accountsQueryKeys } from '@harmo/shared';

/**
 * Query keys of the account settings' own queries. They sit under `accounts` with the rest of
 * the signed-in account's data (`accountsQueryKeys`), so that a sign-out forgets them too.
 */
export const accountKeys = {
  devices: [...accountsQueryKeys.all, 'devices'] as const,
  identitySettings: [...accountsQueryKeys.all, 'identity-settings'] as const,
};
