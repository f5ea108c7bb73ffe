/**
 * Marks the script files of a page's screen for eager compiling: each file that a route's lazy
 * imports (its screen, its first data) were built into starts with V8's compile hint
 * `//# allFunctionsCalledOnLoad`.
 *
 * Why: V8 compiles a function the first time it runs, on the main thread. The files of a screen
 * are loaded as the page opens (or on the intent to open it) and nearly all of their functions run
 * as it renders, so each of those first calls stopped the page's first render for a compile: on a
 * tap on the map's link, about a fifth of the main thread's work. With the hint, Chromium (136 and
 * later) compiles the whole file on the thread that streams it from the network, beside the page's
 * own work (a file too small to be streamed, all at once as it is run); other browsers read a
 * comment. The apps' entry files and most shared libraries carry no hint: much of their code never
 * runs on a given page, and compiling it all would only cost memory and time.
 *
 * The exception is a shared library built into one module (`wholeLibraries`, by its chunk's name):
 * zod's shared entry re-exports every kind of schema, and webpack joins its files into a single
 * function, so the first screen that checks an answer compiles all of zod at once on the main
 * thread, in the task that checks it. On a tap on the map's link at 4× CPU that compile was 29–37
 * ms of the main thread (webpack's require, calling zod's module, in three profiles; none with
 * the hint), and the map was drawn 490 → 451 ms after the tap (medians of eight alternating
 * pairs). Lighthouse on `/emap` and `/guidance`, whose first screens load zod, did not get worse
 * (six alternating runs each: 96 → 98 and 98 → 99, medians). The start-up libraries were measured
 * with the hint too (react-dom, react-router, i18next, the query client, the shared package):
 * less script time on a cold `/auth/sign-in` and a tap on the map's link 463 → 430 ms, but
 * `/emap`'s Lighthouse score went 95 → 93 and 97 → 95 (medians of five and of eight alternating
 * runs; its largest paint, a map tile, was estimated later), so they are left to compile as they
 * run.
 *
 * The hint is written after minification (which would drop the comment) and before source maps
 * and content hashes are made, so that both describe the file as served.
 */
const { routeImportGroups, routesFileOf } = require('./route-chunks-plugin.cjs');
const { scriptsOf } = require('./chunk-graph-plugin.cjs');

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script files of the chunk groups that the routes file imports lazily. */
function screenScripts(compilation, routesFile) {
  const files = new Set();
  for (const { group } of routeImportGroups(compilation, routesFile)) {
    for (const file of scriptsOf(group.chunks)) files.add(file);
  }
  return files;
}

/** The script files of the chunks of these names. */
function namedChunkScripts(compilation, names) {
  const files = new Set();
  for (const name of names) {
    const chunk = compilation.namedChunks.get(name);
    if (!chunk) continue;
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return files;
}

class CompileHintsPlugin {
  /**
   * @param {{ appDir: string, wholeLibraries?: string[] }} options the app's package folder, and
   *   the chunk names of the shared libraries built into one module
   */
  constructor({ appDir, wholeLibraries = [] }) {
    this.routesFile = routesFileOf(appDir);
    this.wholeLibraries = wholeLibraries;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CompileHintsPlugin',
          // Right after the minifier (OPTIMIZE_SIZE), before source maps (DEV_TOOLING).
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        },
        () => {
          const files = new Set([
            ...screenScripts(compilation, this.routesFile),
            ...namedChunkScripts(compilation, this.wholeLibraries),
          ]);
          for (const file of files) {
            compilation.updateAsset(
              file,
              (source) => new sources.ConcatSource(COMPILE_HINT, source),
            );
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT };
