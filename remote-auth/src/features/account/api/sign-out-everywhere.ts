import { useMutation } from '@tanstack/react-query';
import { signOutEverywhereAtIdentity } from '@harmo/shared/account-settings';

/** GlobalSignOut: every browser and app signed in to this account is signed out. */
export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => signOutEverywhereAtIdentity() });
}
