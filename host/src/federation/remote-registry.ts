import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTE_NAMES,
  registerNamespaceBase,
  type RemoteName,
  type RemoteRoutesModule,
  type RuntimeConfig,
} from '@harmo/shared';

const OVERRIDES_KEY = 'harmo.remoteOverrides';

/** Federation names, as each remote's build declares them. */
export const FEDERATION_NAMES: Record<RemoteName, string> = {
  auth: 'harmo_auth',
  oauth: 'harmo_oauth',
  emap: 'harmo_emap',
  guidance: 'harmo_guidance',
  mynapo: 'harmo_mynapo',
  projects: 'harmo_projects',
};

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

export function effectiveManifestUrls(config: RuntimeConfig): Record<RemoteName, string> {
  const overrides = readOverrides();
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, overrides[name] ?? config.remotes[name]]),
  ) as Record<RemoteName, string>;
}

/** Tells the federation runtime where each remote is; nothing is fetched until first use. */
export function registerConfiguredRemotes(config: RuntimeConfig): void {
  const urls = effectiveManifestUrls(config);
  registerRemotes(
    REMOTE_NAMES.map((name) => ({ name: FEDERATION_NAMES[name], entry: urls[name] })),
    { force: true },
  );
  for (const name of REMOTE_NAMES) {
    // Each remote serves its own strings beside its code.
    registerNamespaceBase(name, new URL('.', urls[name]).href);
  }
}

export async function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  const module = await loadRemote<RemoteRoutesModule>(`${FEDERATION_NAMES[name]}/routes`);
  if (!module || !Array.isArray(module.routes)) {
    throw new Error(`Remote ${name} did not provide its routes`);
  }
  return module;
}
