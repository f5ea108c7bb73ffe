import { accountsQueryKeys } from '@harmo/shared';

/**
 * Query keys of the sharing between accounts. They sit under `accounts` with the rest of the
 * signed-in account's data (`accountsQueryKeys`), so that a sign-out forgets them too.
 */
export const sharingKeys = {
  invitations: [...accountsQueryKeys.all, 'invitations'] as const,
};
