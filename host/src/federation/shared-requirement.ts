import { satisfy } from '@module-federation/enhanced/runtime';

/** The browser runtime every app shares as one singleton: its API is what remotes build on. */
export const SHARED_RUNTIME_PACKAGE = '@harmo/shared';

/**
 * A remote built against a newer shared runtime than the page provides. It is refused before
 * its code runs: a remote that went ahead would call functions the page's copy does not have
 * and break later, somewhere in the middle of a screen.
 */
export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';

  /** `provided` is null when the page's copy says no version at all. */
  constructor(
    readonly remote: string,
    readonly required: string,
    readonly provided: string | null,
  ) {
    super(
      `Remote ${remote} needs ${SHARED_RUNTIME_PACKAGE} ${required}, but this page provides ${provided ?? 'no version'}: it is not loaded`,
    );
  }
}

interface ManifestSharedEntry {
  name?: unknown;
  requiredVersion?: unknown;
}

/** What a remote's manifest says it requires of the shared runtime, or null when it says nothing. */
export function sharedRuntimeRequirement(manifest: unknown): string | null {
  if (!manifest || typeof manifest !== 'object') return null;
  const shared = (manifest as { shared?: unknown }).shared;
  if (!Array.isArray(shared)) return null;
  const entry = (shared as ManifestSharedEntry[]).find(
    (item) => item && typeof item === 'object' && item.name === SHARED_RUNTIME_PACKAGE,
  );
  return typeof entry?.requiredVersion === 'string' && entry.requiredVersion.trim()
    ? entry.requiredVersion.trim()
    : null;
}

/**
 * Checks a remote's manifest against the shared runtime version on the page. A remote that
 * does not share the runtime, or requires a range the page's version satisfies, is accepted
 * (null); otherwise the refusal says what it needs and what the page has.
 */
export function refuseIncompatibleRemote(
  remote: string,
  manifest: unknown,
  providedVersion: string | null,
): IncompatibleRemoteError | null {
  const required = sharedRuntimeRequirement(manifest);
  if (!required) return null;
  if (!providedVersion) return new IncompatibleRemoteError(remote, required, null);
  return satisfiesRange(providedVersion, required)
    ? null
    : new IncompatibleRemoteError(remote, required, providedVersion);
}

/** An unreadable version or range counts as not satisfied: the remote is refused, not loaded. */
function satisfiesRange(version: string, range: string): boolean {
  try {
    return satisfy(version, range);
  } catch {
    return false;
  }
}

interface ShareScopeEntry {
  loaded?: boolean;
  loading?: unknown;
}

/**
 * The shared runtime version in use on the page: the copy already loaded (with the host's
 * loaded-first sharing, the host's own), else the version the host itself provides.
 */
export function providedSharedVersion(origin: {
  shareScopeMap?: Record<string, Record<string, Record<string, ShareScopeEntry>> | undefined>;
  options?: { shared?: Record<string, { version?: string }[] | undefined> };
}): string | null {
  for (const scope of Object.values(origin.shareScopeMap ?? {})) {
    const versions = scope?.[SHARED_RUNTIME_PACKAGE] ?? {};
    const inUse = Object.entries(versions).find(([, entry]) => entry.loaded || entry.loading);
    if (inUse) return inUse[0];
  }
  return origin.options?.shared?.[SHARED_RUNTIME_PACKAGE]?.[0]?.version ?? null;
}

/**
 * Whether a load failure is this refusal. By name as well as by class: the error crosses the
 * federation runtime, which may hand back a copy of it.
 */
export function isIncompatibleRemoteError(error: unknown): error is IncompatibleRemoteError {
  return (
    error instanceof IncompatibleRemoteError ||
    (error instanceof Error && error.name === 'IncompatibleRemoteError')
  );
}
