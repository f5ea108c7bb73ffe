import { PUBLIC_ENTRY, posixFilename, visitRelativeImports } from './import-sources.mjs';

// `<package>/src/features/<feature>/<rest>`
const FEATURE_PATH = /^(.*\/src\/features\/)([^/]+)(?:\/(.*))?$/;

/**
 * A feature folder is private to itself. Other features use what its index exports
 * (`features/x`), never its internals (`features/x/components/Button`), so a feature can be
 * reorganised without breaking its neighbours.
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid importing another feature's internals" },
    messages: {
      internals:
        "Feature '{{from}}' reaches into the internals of feature '{{to}}'. Import '{{to}}' through its index instead.",
    },
    schema: [],
  },
  create(context) {
    const filename = posixFilename(context);
    const self = FEATURE_PATH.exec(filename);
    if (!self) return {};
    const [, featuresRoot, ownFeature] = self;

    return visitRelativeImports(filename, (resolved, node) => {
      const target = FEATURE_PATH.exec(resolved);
      if (!target || target[1] !== featuresRoot || target[2] === ownFeature) return;
      if (PUBLIC_ENTRY.test(target[3] ?? '')) return;
      context.report({
        node,
        messageId: 'internals',
        data: { from: ownFeature, to: target[2] },
      });
    });
  },
};
