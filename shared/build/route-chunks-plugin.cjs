/**
 * Writes `route-chunks.json` beside a build: the app's route tree (route-tree.cjs) with, for each
 * route, the script files its lazy imports were built into. The app server reads it to preload
 * the files of the route a page is asked for (critical-path.mjs).
 */
const fs = require('node:fs');
const path = require('node:path');
const { routeTreeOf } = require('./route-tree.cjs');
const { scriptsOf } = require('./chunk-graph-plugin.cjs');

const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/** The script files of each dynamic import of `routesFile`, by the import's specifier. */
function filesByImport(compilation, routesFile) {
  const files = new Map();
  for (const group of compilation.chunkGroups) {
    if (group.isInitial()) continue;
    for (const origin of group.origins) {
      if (origin.module?.nameForCondition?.() !== routesFile || !origin.request) continue;
      const scripts = files.get(origin.request) ?? new Set();
      for (const file of scriptsOf(group.chunks)) scripts.add(file);
      files.set(origin.request, scripts);
    }
  }
  return files;
}

function withFiles(routes, files) {
  return routes.map(({ imports, children, ...route }) => ({
    ...route,
    files: [...new Set(imports.flatMap((request) => [...(files.get(request) ?? [])]))].sort(),
    children: withFiles(children, files),
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
