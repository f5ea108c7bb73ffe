import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTES,
  REMOTE_NAMES,
  federationNameOf,
  registerNamespaceBase,
  type RemoteName,
  type RemoteRoutesModule,
  type RuntimeConfig,
} from '@harmo/shared';

const OVERRIDES_KEY = 'harmo.remoteOverrides';

export type RemoteOverrides = Partial<Record<RemoteName, string>>;

/** Per-browser manifest overrides set on the debug page, for checking a new remote build. */
export function readOverrides(): RemoteOverrides {
  try {
    const parsed = JSON.parse(localStorage.getItem(OVERRIDES_KEY) ?? '{}') as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    const result: RemoteOverrides = {};
    for (const name of REMOTE_NAMES) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'string' && /^https?:\/\//.test(value)) result[name] = value;
    }
    return result;
  } catch {
    return {};
  }
}

export function writeOverride(name: RemoteName, url: string | null): void {
  const overrides = readOverrides();
  if (url) overrides[name] = url;
  else delete overrides[name];
  localStorage.setItem(OVERRIDES_KEY, JSON.stringify(overrides));
}

/** The manifest URL of every remote: the debug override when set, else the configuration's. */
export function effectiveManifestUrls(config: RuntimeConfig): Map<RemoteName, string> {
  const overrides = readOverrides();
  const urls = new Map<RemoteName, string>();
  for (const name of REMOTE_NAMES) {
    const url = overrides[name] ?? config.remotes[name];
    if (url) urls.set(name, url);
  }
  return urls;
}

/** Tells the federation runtime where each remote is; nothing is fetched until first use. */
export function registerConfiguredRemotes(config: RuntimeConfig): void {
  const urls = effectiveManifestUrls(config);
  registerRemotes(
    REMOTES.flatMap(({ name, federationName }) => {
      const entry = urls.get(name);
      return entry ? [{ name: federationName, entry }] : [];
    }),
    { force: true },
  );
  for (const { name, namespace } of REMOTES) {
    const url = urls.get(name);
    // Each remote serves its own strings beside its code.
    if (url) registerNamespaceBase(namespace, new URL('.', url).href);
  }
}

export async function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  const federationName = federationNameOf(name);
  if (!federationName) throw new Error(`Unknown remote: ${name}`);
  const module = await loadRemote<RemoteRoutesModule>(`${federationName}/routes`);
  if (!module || !Array.isArray(module.routes)) {
    throw new Error(`Remote ${name} did not provide its routes`);
  }
  return module;
}
