import path from 'node:path';

// `<package>/src/features/<feature>/<rest>`
const FEATURE_PATH = /^(.*\/src\/features\/)([^/]+)(?:\/(.*))?$/;
const PUBLIC_ENTRY = /^(index(\.[cm]?[jt]sx?)?)?$/;

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
    const filename = context.filename.split(path.sep).join('/');
    const self = FEATURE_PATH.exec(filename);
    if (!self) return {};
    const [, featuresRoot, ownFeature] = self;

    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(filename), source));
      const target = FEATURE_PATH.exec(resolved);
      if (!target || target[1] !== featuresRoot || target[2] === ownFeature) return;
      if (PUBLIC_ENTRY.test(target[3] ?? '')) return;
      context.report({
        node: node.source,
        messageId: 'internals',
        data: { from: ownFeature, to: target[2] },
      });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
