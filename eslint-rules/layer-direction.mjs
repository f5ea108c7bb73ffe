import { posixFilename, visitRelativeImports } from './import-sources.mjs';

/**
 * The layers of a web package's `src`, highest first. The app layer composes the package (routes,
 * screens, bootstrap); features do one job each; shared code (the package's own UI kit in
 * `features/ui`, or `components`, `lib` and the like) serves every feature and knows none.
 */
const LAYERS = [
  {
    name: 'app',
    rank: 2,
    pattern: /^(app|screens)(\/|$)|^(routes|bootstrap|index)\.[cm]?[jt]sx?$/,
  },
  { name: 'features', rank: 1, pattern: /^features\/(?!ui(\/|$))/ },
  {
    name: 'shared',
    rank: 0,
    pattern: /^(features\/ui|components|lib|hooks|utils|types|ui)(\/|$)/,
  },
];

// The package's `src/` root and the path below it; greedy so the innermost `src/` counts.
const SOURCE_PATH =
  /^(.*\/src\/)((?:app|screens|features|components|lib|hooks|utils|types|ui)(?:\/.*)?|[^/]+\.[cm]?[jt]sx?)$/;

function layerOf(pathInSrc) {
  return LAYERS.find((layer) => layer.pattern.test(pathInSrc)) ?? null;
}

/**
 * Imports flow one way in a web package: app → features → shared. A feature never imports the
 * app that mounts it (its routes, screens or bootstrap), and shared code never imports a feature,
 * so each layer can be read, tested and moved without the ones above it.
 */
export const layerDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports flowing app → features → shared' },
    messages: {
      upward:
        "{{from}} code imports '{{path}}' from the {{to}} layer. Imports flow app → features → shared: move what both need down, or pass it in from above.",
    },
    schema: [],
  },
  create(context) {
    const filename = posixFilename(context);
    const self = SOURCE_PATH.exec(filename);
    if (!self) return {};
    const [, srcRoot, ownPath] = self;
    const own = layerOf(ownPath);
    if (!own) return {};

    return visitRelativeImports(filename, (resolved, node) => {
      if (!resolved.startsWith(srcRoot)) return;
      const pathInSrc = resolved.slice(srcRoot.length);
      // Specifiers carry no extension: `../../routes` names `routes.tsx`.
      const target = layerOf(pathInSrc) ?? layerOf(`${pathInSrc}.tsx`);
      if (!target || target.rank <= own.rank) return;
      context.report({
        node,
        messageId: 'upward',
        data: { from: own.name, path: node.value, to: target.name },
      });
    });
  },
};
