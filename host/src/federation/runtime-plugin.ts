import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { providedSharedVersion, refuseIncompatibleRemote } from './shared-requirement';

export const REMOTE_ERROR_EVENT = 'harmo:remote-load-error';

export interface RemoteLoadErrorDetail {
  id: string;
  lifecycle: string;
  error: unknown;
}

/**
 * A remote that cannot be loaded (server down, manifest 404, a chunk failing, a shared runtime
 * too old for it) is announced and then left to fail: the route's error boundary shows the
 * full-page error for that remote's routes only, and the host and the other remotes keep
 * working.
 *
 * This plugin runs inside the federation runtime, before shared modules exist, so it must not
 * import any of them: it raises a DOM event that the host's error reporting listens to.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'harmo-remote-failure',
    afterLoadManifest({ manifestJson, moduleInfo, origin, error, cached }) {
      if (error || cached || !manifestJson) return;
      // Checked on the manifest, before the remote's entry is even requested: the federation
      // runtime itself only warns when a singleton's required version is not met.
      const refusal = refuseIncompatibleRemote(
        moduleInfo.name,
        manifestJson,
        providedSharedVersion(origin),
      );
      if (refusal) {
        console.error(refusal.message);
        throw refusal;
      }
    },
    errorLoadRemote({ id, error, lifecycle }) {
      const detail: RemoteLoadErrorDetail = { id, lifecycle, error };
      window.dispatchEvent(new CustomEvent(REMOTE_ERROR_EVENT, { detail }));
      return undefined;
    },
  };
}
