import path from 'node:path';

/** The linted file's path with forward slashes, whatever the platform. */
export function posixFilename(context) {
  return context.filename.split(path.sep).join('/');
}

/**
 * Calls `check(resolved, sourceNode)` for every relative module specifier in the file (static
 * and dynamic imports, re-exports), with the specifier resolved against the file's folder.
 * Package names are left to the other rules: the boundaries here are inside one package.
 */
export function visitRelativeImports(filename, check) {
  const dir = path.posix.dirname(filename);
  function visit(node) {
    const source = node.source;
    if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
    if (!source.value.startsWith('.')) return;
    check(path.posix.normalize(path.posix.join(dir, source.value)), source);
  }
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

/** An index file or the folder itself: the public entry of a folder. */
export const PUBLIC_ENTRY = /^(index(\.[cm]?[jt]sx?)?)?$/;
