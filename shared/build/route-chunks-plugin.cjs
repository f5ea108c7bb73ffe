/**
 * Writes `route-chunks.json` beside a build: the app's route tree (route-tree.cjs) with, for each
 * route, the files its lazy imports were built into (scripts and stylesheets) and the shared
 * libraries those files ask the federation runtime for. The app server reads it to preload the
 * files of the route a page is asked for, and the host's files of those libraries
 * (critical-path.mjs).
 */
const fs = require('node:fs');
const path = require('node:path');
const { routeTreeOf } = require('./route-tree.cjs');
const { consumesOf, loadedFilesOf } = require('./chunk-graph-plugin.cjs');

const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/**
 * The files of each dynamic import of `routesFile`, and the shared libraries they consume,
 * by the import's specifier.
 */
function filesByImport(compilation, routesFile) {
  const files = new Map();
  const consumes = new Map();
  const add = (map, request, values) => {
    const set = map.get(request) ?? new Set();
    for (const value of values) set.add(value);
    map.set(request, set);
  };
  for (const group of compilation.chunkGroups) {
    if (group.isInitial()) continue;
    for (const origin of group.origins) {
      if (origin.module?.nameForCondition?.() !== routesFile || !origin.request) continue;
      add(files, origin.request, loadedFilesOf(group.chunks));
      add(consumes, origin.request, consumesOf(group.chunks, compilation.chunkGraph));
    }
  }
  return { files, consumes };
}

function withFiles(routes, built) {
  const union = (map, imports) =>
    [...new Set(imports.flatMap((request) => [...(map.get(request) ?? [])]))].sort();
  return routes.map(({ imports, children, ...route }) => ({
    ...route,
    files: union(built.files, imports),
    consumes: union(built.consumes, imports),
    children: withFiles(children, built),
  }));
}

class RouteChunksPlugin {
  /** @param {{ routesFile: string }} options the absolute path of the app's `src/routes.tsx` */
  constructor({ routesFile }) {
    this.routesFile = routesFile;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const tree = routeTreeOf(fs.readFileSync(this.routesFile, 'utf8'));
          const routes = withFiles(tree, filesByImport(compilation, this.routesFile));
          compilation.emitAsset(
            ROUTE_CHUNKS_FILE,
            new sources.RawSource(JSON.stringify({ routes })),
          );
        },
      );
    });
  }
}

module.exports = {
  RouteChunksPlugin,
  ROUTE_CHUNKS_FILE,
  routesFileOf: (appDir) => path.join(appDir, 'src', 'routes.tsx'),
};
