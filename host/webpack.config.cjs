const fs = require('node:fs');
const path = require('node:path');
const { createAppConfig } = require('@harmo/build/webpack');
const { loadedFilesOf } = require('@harmo/build/chunk-graph');

const appConfig = createAppConfig({
  appDir: __dirname,
  runtimePlugins: [
    require.resolve('./src/federation/retry-plugin.ts'),
    require.resolve('./src/federation/runtime-plugin.ts'),
  ],
});

const ROUTE_OWNERSHIP = path.join(__dirname, 'src/app/route-ownership.json');
/** Parts loaded on demand (by `webpackChunkName`) whose files the server may preload with a page. */
const NAMED_CHUNKS = ['accounts-contract', 'navigation-reader'];

/**
 * Writes, beside the page, what the app server needs to send with it
 * (shared/build/critical-path.mjs):
 * - `route-ownership.json`, the route table: with a deep link's page the server preloads the
 *   files of the remote that owns the path;
 * - `startup-chunks.json`, the files main.js asks for as soon as it runs (the bootstrap, its
 *   stylesheet and the shared libraries it uses), so the page can ask for them at once instead
 *   of after main.js;
 * - `shared-chunks.json`, the files of each library the host provides (and of the libraries it
 *   uses in turn), so that with a deep link's page the server also preloads the libraries the
 *   route's chunks use beyond the start-up ones (zod, on every screen that checks a contract);
 * - `named-chunks.json`, the files of the parts the host loads on demand that a page may need
 *   at once (`NAMED_CHUNKS`), with the libraries they use: the accounts contract that checks the
 *   session's answers, the reading of the navigation for a page with the tab bar.
 */
class CriticalPathAssets {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CriticalPathAssets', (compilation) => {
      compilation.fileDependencies.add(ROUTE_OWNERSHIP);
      compilation.hooks.processAssets.tap(
        { name: 'CriticalPathAssets', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const table = JSON.parse(fs.readFileSync(ROUTE_OWNERSHIP, 'utf8'));
          compilation.emitAsset(
            'route-ownership.json',
            new sources.RawSource(JSON.stringify(table)),
          );
          const { startup, byShareKey, byChunkName } = sharedChunks(compilation);
          compilation.emitAsset(
            'startup-chunks.json',
            new sources.RawSource(JSON.stringify(startup)),
          );
          compilation.emitAsset(
            'shared-chunks.json',
            new sources.RawSource(JSON.stringify(byShareKey)),
          );
          compilation.emitAsset(
            'named-chunks.json',
            new sources.RawSource(JSON.stringify(byChunkName)),
          );
        },
      );
    });
  }
}

/**
 * `startup`: the files of the chunk groups the entry imports dynamically (the start's stages and
 * the bootstrap), and of the shared libraries those chunks use, and of those the libraries use:
 * the runtime loads them together when the entry runs. A library nothing at start-up uses (zod,
 * kept for the first contract) is not among them. `byShareKey`: the same for each library the
 * host provides. The host is the first app of the page, so a library comes from what the host
 * provides (its provide module's chunks); the consumer's own fallback is only the answer for a
 * library the host does not provide. `byChunkName`: the same for each of `NAMED_CHUNKS`.
 */
function sharedChunks(compilation) {
  const { chunkGraph } = compilation;
  const groupOf = (module) => {
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (group) return group;
    }
    return null;
  };
  const provided = new Map();
  for (const module of compilation.modules) {
    // `_name` is the share key of a provide module (webpack's sharing, which the federation
    // plugin extends); there is no public accessor for it.
    if (module.type === 'provide-module' && module._name) provided.set(module._name, module);
  }
  // A group's files, then those of the shared libraries its chunks consume, and theirs.
  const collect = (files, seen, group) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const file of loadedFilesOf(group.chunks)) files.add(file);
    for (const chunk of group.chunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        const provider = provided.get(module.options?.shareKey);
        const shared = (provider && groupOf(provider)) ?? groupOf(module);
        if (shared) collect(files, seen, shared);
      }
    }
  };
  const startup = new Set();
  const seen = new Set();
  const entry = compilation.entrypoints.get('main');
  for (const group of entry.getChildren()) {
    // The entry also offers every library the host provides, each a chunk group of its own that
    // loads only when a consumer asks for it: those count through their consumers.
    if (group.origins.every((origin) => origin.module?.type === 'provide-module')) continue;
    collect(startup, seen, group);
  }
  const byShareKey = {};
  for (const [key, provider] of [...provided].sort(([a], [b]) => a.localeCompare(b))) {
    const group = groupOf(provider);
    if (!group) continue;
    const files = new Set();
    collect(files, new Set(), group);
    byShareKey[key] = [...files];
  }
  const byChunkName = {};
  for (const name of NAMED_CHUNKS) {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`no chunk named ${name}: its import() lost its webpackChunkName`);
    const files = new Set();
    collect(files, new Set(), group);
    byChunkName[name] = [...files];
  }
  return { startup: [...startup], byShareKey, byChunkName };
}

module.exports = (env, argv) => {
  const config = appConfig(env, argv);
  config.plugins.push(new CriticalPathAssets());
  return config;
};
