/**
 * The federated remotes, from the workspace's one app list (the build tooling's `apps.json`,
 * written into the bundle at build time as `__HARMO_REMOTES__`, with the fields below only).
 * Adding a remote there is all the host, the configuration and the debug page need.
 */
export interface RemoteDescription {
  /** Short name used in the configuration (`remotes.<name>`) and by the host. */
  name: string;
  /** Module Federation name the remote's build declares (`harmo_emap`). */
  federationName: string;
  /** The i18n namespace of the remote's strings, served beside its code. */
  namespace: string;
}

export const REMOTES: readonly RemoteDescription[] = __HARMO_REMOTES__;

/** Names of the federated remotes, as the host and the configuration know them. */
export const REMOTE_NAMES: readonly string[] = REMOTES.map((remote) => remote.name);

/** A remote's short name; one of {@link REMOTE_NAMES} (checked with {@link isRemoteName}). */
export type RemoteName = string;

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && REMOTE_NAMES.includes(value);
}

/** The Module Federation name of a remote, or null for a name that is not in the list. */
export function federationNameOf(name: RemoteName): string | null {
  return REMOTES.find((remote) => remote.name === name)?.federationName ?? null;
}
