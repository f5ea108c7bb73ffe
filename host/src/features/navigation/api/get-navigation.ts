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

/**
 * The entries of every app. None while the remotes' declarations are on their way: the menu's
 * entry alone would fill the bar and then move aside as the others came (a layout shift on every
 * first page), so the bar keeps its room empty and fills once. The host's own when the code that
 * reads the declarations could not be loaded.
 */
export function useNavigationEntries(): readonly NamespacedNavigationEntry[] {
  const { data, isError } = useQuery(navigationQueryOptions());
  return data ?? (isError ? HOST_NAVIGATION : NO_ENTRIES);
}

const NO_ENTRIES: readonly NamespacedNavigationEntry[] = [];
