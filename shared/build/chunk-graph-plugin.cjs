/**
 * Writes `chunk-graph.json` beside the build: which files each entry and each lazily loaded part
 * (a dynamic import, an exposed module, a shared library) is made of, where it is imported from,
 * and which shared libraries its chunks ask the federation runtime for. The size budget
 * (scripts/bench/size-budget.mjs) reads it to add up what a cold visit of a route downloads,
 * without a browser.
 */
const path = require('node:path');

const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

/** A module named the way a reader finds it: its path inside the app, else webpack's short name. */
function moduleName(module, compilation, context) {
  if (!module) return null;
  if (module.type === CONSUME_SHARED) return `consume-shared:${module.options.shareKey}`;
  if (module.type === PROVIDE_SHARED) {
    // webpack/sharing/provide/<scope>/<name>
    const ident = module.libIdent({ context }) ?? '';
    return `provide-shared:${ident.replace(/^.*?webpack\/sharing\/provide\/[^/]+\//, '')}`;
  }
  const resource = module.nameForCondition?.();
  if (resource) return path.relative(context, resource).split(path.sep).join('/');
  return module.readableIdentifier(compilation.requestShortener);
}

/** The files of a set of chunks whose names pass `test`, sorted. */
function chunkFiles(chunks, test) {
  const files = new Set();
  for (const chunk of chunks) {
    for (const file of chunk.files) if (test(file)) files.add(file);
  }
  return [...files].sort();
}

/** The script files of a set of chunks (a chunk also lists its source map and licence). */
const scriptsOf = (chunks) => chunkFiles(chunks, (file) => file.endsWith('.js'));

/**
 * What the browser loads for a set of chunks: their scripts and their stylesheets (a chunk that
 * imports CSS is loaded with its stylesheet, and waits for it).
 */
const loadedFilesOf = (chunks) => chunkFiles(chunks, (file) => /\.(js|css)$/.test(file));

function consumesOf(chunks, chunkGraph) {
  const keys = new Set();
  for (const chunk of chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === CONSUME_SHARED && module.options?.shareKey) {
        keys.add(module.options.shareKey);
      }
    }
  }
  return [...keys].sort();
}

class ChunkGraphPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChunkGraphPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGraphPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const context = compiler.context;
          const { chunkGraph } = compilation;
          const entrypoints = {};
          for (const [name, entrypoint] of compilation.entrypoints) {
            const entryModules = [];
            for (const module of chunkGraph.getChunkEntryModulesIterable(
              entrypoint.getEntrypointChunk(),
            )) {
              entryModules.push(moduleName(module, compilation, context));
            }
            entrypoints[name] = {
              files: scriptsOf(entrypoint.chunks),
              modules: entryModules,
              consumes: consumesOf(entrypoint.chunks, chunkGraph),
            };
          }
          const groups = [];
          for (const group of compilation.chunkGroups) {
            if (group.isInitial()) continue;
            groups.push({
              origins: group.origins.map((origin) => ({
                module: moduleName(origin.module, compilation, context),
                request: origin.request ?? null,
              })),
              files: scriptsOf(group.chunks),
              consumes: consumesOf(group.chunks, chunkGraph),
            });
          }
          const graph = { entrypoints, groups };
          compilation.emitAsset(
            'chunk-graph.json',
            new sources.RawSource(`${JSON.stringify(graph, null, 1)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { ChunkGraphPlugin, consumesOf, scriptsOf, loadedFilesOf };
