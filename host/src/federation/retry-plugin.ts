import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * A remote's manifest, entry or exposed module that fails to load once (a deploy swapping
 * files, a dropped connection on a phone) is asked for again a couple of times before the
 * full-page error. A remote that is really down still fails within a few seconds.
 */
export const REMOTE_RETRY = {
  // The manifest request: retried after a one-second pause each time (the plugin's fixed pause).
  fetch: { retryTimes: 2 },
  // The remote's entry script and its exposed modules.
  script: { retryTimes: 2, retryDelay: 300 },
} as const;

export default function remoteRetryPlugin(): ModuleFederationRuntimePlugin {
  return RetryPlugin({
    fetch: { ...REMOTE_RETRY.fetch },
    script: { ...REMOTE_RETRY.script },
  }) as ModuleFederationRuntimePlugin;
}
