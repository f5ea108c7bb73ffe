/* global __RUNTIME_VERSION__ -- the federation runtime's version, set by webpack.cjs */
/**
 * The host's federation runtime plugin that hands its runtime to the remotes it composes: their
 * production bundles leave the runtime out and read it from this global (see webpack.cjs).
 *
 * The module federation package ships the same plugin, but it loads the runtime's CommonJS build
 * beside the ES module build the host's bundles already run, which puts a second copy of the
 * runtime on the page. This one provides the very runtime the host runs.
 */
import * as runtimeCore from 'harmo-federation-runtime-core';

export default function provideFederationRuntime() {
  return {
    name: 'harmo-provide-federation-runtime',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      globalThis._FEDERATION_RUNTIME_CORE_FROM ??= {
        name: args.options.name,
        version: __RUNTIME_VERSION__,
      };
      return args;
    },
  };
}
