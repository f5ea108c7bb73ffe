import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRuntimeConfig, type NamespacedNavigationEntry } from '@harmo/shared';
import { effectiveManifestUrls } from '../../../federation/remote-registry';
import { HOST_NAVIGATION } from '../host-entries';

export const navigationQueryOptions = () =>
  queryOptions({
    queryKey: ['navigation'],
    queryFn: () =>
      import(/* webpackChunkName: "navigation-reader" */ './fetch-navigation').then(
        ({ fetchNavigation }) => fetchNavigation(effectiveManifestUrls(getRuntimeConfig())),
      ),
    // Read once per page load: a redeployed remote's entries show on the next load.
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The entries of every app; the host's own while the remotes' declarations are on their way. */
export function useNavigationEntries(): readonly NamespacedNavigationEntry[] {
  const { data } = useQuery(navigationQueryOptions());
  return data ?? HOST_NAVIGATION;
}
