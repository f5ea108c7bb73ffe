/**
 * Reading the remotes' navigation declarations: loaded with the first page that shows the tab bar
 * or the menu, not with a focused first screen such as sign-in, which has neither.
 */
import {
  REMOTES,
  i18n,
  parseNavigation,
  type NamespacedNavigationEntry,
  type RemoteDescription,
} from '@harmo/shared';
import { HOST_NAVIGATION } from '../host-entries';

/** The declaration a remote's build serves beside its manifest. */
export function navigationUrl(manifestUrl: string): string {
  return new URL('navigation.json', manifestUrl).href;
}

export async function fetchRemoteNavigation(
  remote: RemoteDescription,
  manifestUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<NamespacedNavigationEntry[]> {
  const response = await fetchImpl(navigationUrl(manifestUrl));
  if (!response.ok) throw new Error(`navigation of ${remote.name}: HTTP ${response.status}`);
  const entries = parseNavigation(await response.json());
  return entries.map((entry) => ({ ...entry, namespace: remote.namespace }));
}

/**
 * The entries every configured remote declares. A remote that is down or serves a broken
 * declaration loses its own entries only.
 */
export async function fetchRemoteDeclarations(
  manifestUrls: ReadonlyMap<string, string>,
  fetchImpl: typeof fetch = fetch,
): Promise<NamespacedNavigationEntry[]> {
  const settled = await Promise.allSettled(
    REMOTES.flatMap((remote) => {
      const url = manifestUrls.get(remote.name);
      return url ? [fetchRemoteNavigation(remote, url, fetchImpl)] : [];
    }),
  );
  return settled.flatMap((result) => {
    if (result.status === 'fulfilled') return result.value;
    console.warn(result.reason);
    return [];
  });
}

/**
 * The i18n namespace of the labels that came with the remotes' declarations. It is never read from
 * a server: a remote's own namespace holding only these labels would pass for loaded, and the
 * remote's screens would find none of their other strings.
 */
export const NAVIGATION_LABELS_NAMESPACE = 'navigation-labels';

/**
 * An entry whose declaration brought its labels, with them given to i18next (under
 * `<remote namespace>.<label key>`, in every language they come in) and the entry pointed at them.
 * An entry without labels (a remote built before they were served) keeps its own namespace.
 */
export function withServedLabels(
  entry: NamespacedNavigationEntry,
  store: Pick<typeof i18n, 'addResource'> = i18n,
): NamespacedNavigationEntry {
  const { labels, ...rest } = entry;
  if (!labels || Object.keys(labels).length === 0) return rest;
  const labelKey = `${entry.namespace}.${entry.labelKey}`;
  for (const [language, label] of Object.entries(labels)) {
    store.addResource(language, NAVIGATION_LABELS_NAMESPACE, labelKey, label);
  }
  return { ...rest, namespace: NAVIGATION_LABELS_NAMESPACE, labelKey };
}

/**
 * Every app's entries, the host's first. Labels come with the declarations; the namespace of an
 * entry that came without is loaded before the answer, so the bar never shows a key.
 */
export async function fetchNavigation(
  manifestUrls: ReadonlyMap<string, string>,
): Promise<NamespacedNavigationEntry[]> {
  const entries = (await fetchRemoteDeclarations(manifestUrls)).map((entry) =>
    withServedLabels(entry),
  );
  const unlabelled = entries.filter((entry) => entry.namespace !== NAVIGATION_LABELS_NAMESPACE);
  if (unlabelled.length > 0) {
    await i18n.loadNamespaces([...new Set(unlabelled.map((entry) => entry.namespace))]);
  }
  return [...HOST_NAVIGATION, ...entries];
}
