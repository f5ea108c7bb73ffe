import { PUBLIC_ENTRY, posixFilename, visitRelativeImports } from './import-sources.mjs';

// `<api>/src/modules/<module>/<rest>`
const MODULE_PATH = /^(.*\/src\/modules\/)([^/.]+)(?:\/(.*))?$/;
// Any file of the api's sources: `<api>/src/<rest>`
const API_SOURCE = /^(.*\/src\/)(.*)$/;

/**
 * An api module (`src/modules/<module>`) is used by the rest of the api only through what its
 * index exports: its store, routes and helpers can change without touching other modules, and
 * the index shows at a glance what a module offers.
 */
export const apiModuleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid importing another api module's internals" },
    messages: {
      internals:
        "'{{path}}' is internal to the api module '{{to}}'. Import '{{to}}' through its index (add the export there).",
    },
    schema: [],
  },
  create(context) {
    const filename = posixFilename(context);
    const source = API_SOURCE.exec(filename);
    if (!source) return {};
    const modulesRoot = `${source[1]}modules/`;
    const ownModule = MODULE_PATH.exec(filename)?.[2] ?? null;

    return visitRelativeImports(filename, (resolved, node) => {
      const target = MODULE_PATH.exec(resolved);
      if (!target || target[1] !== modulesRoot || target[2] === ownModule) return;
      if (PUBLIC_ENTRY.test(target[3] ?? '')) return;
      context.report({
        node,
        messageId: 'internals',
        data: { path: node.value, to: target[2] },
      });
    });
  },
};
