/**
 * Writes `route-chunks.json` beside a build: the app's route tree (route-tree.cjs) with, for each
 * route, the files its lazy imports were built into (scripts and stylesheets) and the shared
 * libraries those files ask the federation runtime for, and the page head a route declares in
 * every language (its title and lead, from the app's strings). The app server reads it to preload
 * the files of the route a page is asked for and the host's files of those libraries, and to paint
 * the page's head with the frame (critical-path.mjs).
 */
const fs = require('node:fs');
const path = require('node:path');
const { routeTreeOf } = require('./route-tree.cjs');
const { consumesOf, loadedFilesOf } = require('./chunk-graph-plugin.cjs');
const { appStrings } = require('./app-strings.cjs');

const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/**
 * Each lazily loaded chunk group that `routesFile` imports (a route's `lazy` or its handle's
 * imports), with the specifier of each such import.
 */
function* routeImportGroups(compilation, routesFile) {
  for (const group of compilation.chunkGroups) {
    if (group.isInitial()) continue;
    for (const origin of group.origins) {
      if (origin.module?.nameForCondition?.() !== routesFile || !origin.request) continue;
      yield { group, request: origin.request };
    }
  }
}

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
  for (const { group, request } of routeImportGroups(compilation, routesFile)) {
    add(files, request, loadedFilesOf(group.chunks));
    add(consumes, request, consumesOf(group.chunks, compilation.chunkGraph));
  }
  return { files, consumes };
}

/**
 * The route tree as served: each route's files and shared libraries instead of its imports, and
 * its page head's strings by language (`{ ja: { title, lead }, en: … }`) instead of their keys,
 * with `opensOnMap` for a page whose map follows its heading.
 */
function withFiles(routes, built, stringAt) {
  const union = (map, imports) =>
    [...new Set(imports.flatMap((request) => [...(map.get(request) ?? [])]))].sort();
  return routes.map(({ imports, children, head, ...route }) => {
    const served = {
      ...route,
      files: union(built.files, imports),
      consumes: union(built.consumes, imports),
      children: withFiles(children, built, stringAt),
    };
    if (head) {
      const what = `the page head of route ${route.path ?? '(index)'}`;
      const title = stringAt(head.title, what);
      const lead = head.lead ? stringAt(head.lead, what) : null;
      served.head = Object.fromEntries(
        Object.keys(title).map((language) => [
          language,
          lead ? { title: title[language], lead: lead[language] } : { title: title[language] },
        ]),
      );
      if (head.map) served.opensOnMap = true;
    }
    return served;
  });
}

class RouteChunksPlugin {
  /**
   * @param {{ routesFile: string, strings: { localesDir: string, namespace: string } }} options
   *   the absolute path of the app's `src/routes.tsx`, and where its strings are
   */
  constructor({ routesFile, strings }) {
    this.routesFile = routesFile;
    this.strings = strings;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const tree = routeTreeOf(fs.readFileSync(this.routesFile, 'utf8'));
          const built = filesByImport(compilation, this.routesFile);
          const routes = withFiles(tree, built, appStrings(this.strings));
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
  routeImportGroups,
  routesFileOf: (appDir) => path.join(appDir, 'src', 'routes.tsx'),
};
