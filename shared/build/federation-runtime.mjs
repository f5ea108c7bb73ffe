/* global __RUNTIME_VERSION__ -- the federation runtime's version, set by webpack.cjs */
/**
 * The federation runtime of a remote's own page (the remote started alone). A remote's bundles
 * do not carry the runtime: composed, they use the host's copy (provide-federation-runtime.mjs);
 * alone, this file provides it under the same global name, before the remote's main entry runs.
 */
import * as runtimeCore from 'harmo-federation-runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
globalThis._FEDERATION_RUNTIME_CORE_FROM = { name: 'standalone', version: __RUNTIME_VERSION__ };
