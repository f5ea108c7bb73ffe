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
 * comment. Shared libraries and the apps' entry files carry no
 * hint: much of their code never runs on a given page, and compiling it all would only cost
 * memory and time.
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

class CompileHintsPlugin {
  /** @param {{ appDir: string }} options the app's package folder */
  constructor({ appDir }) {
    this.routesFile = routesFileOf(appDir);
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
          for (const file of screenScripts(compilation, this.routesFile)) {
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
