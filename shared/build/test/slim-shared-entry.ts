/**
 * The checks every slim shared entry (shared-<library>.mjs: a shared library reduced to what the
 * apps import from it) must pass, and the scan of the apps' imports they rest on.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { sharedModules } from '../webpack.cjs';
import sharedPackage from '../../runtime/package.json';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    // Tests run in jest on the libraries themselves, never on the shared copies.
    return /\.[cm]?[jt]sx?$/.test(entry.name) && !/\.test\.[cm]?[jt]sx?$/.test(entry.name)
      ? [full]
      : [];
  });
}

/** Every browser source file: the apps, the shared runtime and the contracts they import. */
export function webSources(): string[] {
  const apps = fs
    .readdirSync(REPO_ROOT)
    .filter((name) => name === 'host' || name.startsWith('remote-'))
    .map((name) => path.join(REPO_ROOT, name, 'src'));
  return [
    ...apps,
    path.join(REPO_ROOT, 'shared/runtime/src'),
    path.join(REPO_ROOT, 'shared/contracts/src'),
  ].flatMap(sourceFiles);
}

/** One name a source file takes from a library (or one of its subpaths) at run time. */
export type LibraryUse = { file: string; specifier: string; name: string };

/**
 * What the browser sources take from `library` at run time, read with TypeScript's parser
 * (multi-line imports and re-exports; `import type` and `{ type X }` left out, as they are gone
 * once compiled). A use whose names cannot be told (a namespace or default import, `export *`,
 * `import()`, `require`) is recorded as `*`.
 */
export function libraryUses(library: string, files = webSources()): LibraryUse[] {
  const isLibrary = (specifier: string) =>
    specifier === library || specifier.startsWith(`${library}/`);
  return files.flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes(library)) return [];
    const uses: LibraryUse[] = [];
    const add = (specifier: string, name: string) =>
      uses.push({ file: path.relative(REPO_ROOT, file), specifier, name });
    const addElements = (
      specifier: string,
      elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>,
    ) => {
      for (const element of elements) {
        if (!element.isTypeOnly) add(specifier, (element.propertyName ?? element.name).text);
      }
    };

    const visit = (node: ts.Node) => {
      const moduleSpecifier =
        ts.isImportDeclaration(node) || ts.isExportDeclaration(node)
          ? node.moduleSpecifier
          : undefined;
      if (
        moduleSpecifier &&
        ts.isStringLiteral(moduleSpecifier) &&
        isLibrary(moduleSpecifier.text)
      ) {
        const specifier = moduleSpecifier.text;
        if (ts.isImportDeclaration(node)) {
          // `import 'library'` for its side effects only takes no name.
          const clause = node.importClause;
          if (clause && !clause.isTypeOnly) {
            const bindings = clause.namedBindings;
            if (clause.name || (bindings && ts.isNamespaceImport(bindings))) add(specifier, '*');
            if (bindings && ts.isNamedImports(bindings)) addElements(specifier, bindings.elements);
          }
        } else if (ts.isExportDeclaration(node) && !node.isTypeOnly) {
          const clause = node.exportClause;
          if (clause && ts.isNamedExports(clause)) addElements(specifier, clause.elements);
          else add(specifier, '*');
        }
      }
      if (
        ts.isCallExpression(node) &&
        (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
          (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0]) &&
        isLibrary(node.arguments[0].text)
      ) {
        add(node.arguments[0].text, '*');
      }
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
    return uses;
  });
}

const describeUse = (use: LibraryUse) => `${use.file}: ${use.name} from '${use.specifier}'`;

/**
 * The checks of the slim shared entry `shared-<library>.mjs`, loaded here through jest's module
 * mapping of its alias to the files the library's own CommonJS entry loads, so that each of its
 * names can be compared with the library's.
 */
export function describeSlimSharedEntry(
  library: string,
  { certainlyUsed }: { certainlyUsed: string[] },
) {
  const entryFile = path.resolve(__dirname, `../shared-${library}.mjs`);
  const fromSharedRuntime = createRequire(path.join(REPO_ROOT, 'shared/runtime/package.json'));
  // The library as the apps' sources import it (and their tests run it), and the copy the apps
  // share on the page.
  const full = fromSharedRuntime(library) as Record<string, unknown>;
  const shared = createRequire(__filename)(entryFile) as Record<string, unknown>;
  const installedVersion = (fromSharedRuntime(`${library}/package.json`) as { version: string })
    .version;
  const dependencies: Record<string, string> = sharedPackage.dependencies;
  const uses = libraryUses(library);

  describe(`the shared copy of ${library}`, () => {
    it(`is one singleton of the installed ${library}, built from shared-${library}.mjs`, () => {
      expect(installedVersion).toBe(dependencies[library]);
      expect((sharedModules() as Record<string, unknown>)[library]).toEqual({
        singleton: true,
        requiredVersion: dependencies[library],
        version: installedVersion,
        import: entryFile,
      });
    });

    it(`finds what the apps import from ${library}`, () => {
      // The scan itself: these names are certainly among the uses.
      const names = new Set(uses.map((use) => use.name));
      expect(certainlyUsed.filter((name) => !names.has(name))).toEqual([]);
    });

    it(`offers every name a browser app imports from ${library}, as ${library} itself`, () => {
      // A name missing here would be undefined at run time in the composed app only (tests run
      // on the whole library): add it to the export list of shared-<library>.mjs.
      const missing = uses
        .filter((use) => use.specifier === library && use.name !== '*')
        .filter((use) => shared[use.name] === undefined)
        .map(describeUse);
      expect(missing).toEqual([]);
      for (const name of Object.keys(shared)) {
        expect([name, shared[name]]).toEqual([name, full[name]]);
      }
    });

    it(`is imported by name, from ${library} itself only`, () => {
      // Names the shared copy cannot know of; and a subpath (react-router/dom, …) is not shared:
      // webpack would bundle a second copy of the library's modules (its own contexts) into the
      // app that imports it.
      const unknowable = uses
        .filter((use) => use.specifier !== library || use.name === '*')
        .map(describeUse);
      expect(unknowable).toEqual([]);
    });

    it('offers nothing no app imports (each name keeps its code on every first screen)', () => {
      const imported = new Set(uses.map((use) => use.name));
      expect(Object.keys(shared).filter((name) => !imported.has(name))).toEqual([]);
    });
  });
}
