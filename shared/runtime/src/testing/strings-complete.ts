import fs from 'node:fs';
import path from 'node:path';

type Strings = Record<string, unknown>;

export interface StringsCompleteOptions {
  /** The i18n namespace the strings are served under. */
  namespace: string;
  ja: Strings;
  en: Strings;
  /** The source folders of the code using these strings: every non-test .ts/.tsx file is read. */
  sourceDir: string | string[];
  /** Strings of other namespaces the code may also name (the shared `common` namespace). */
  otherNamespaces?: Strings[];
  /**
   * Keys the code builds at run time from a variable, which no literal in the source names.
   * A remote lists them from the same constants its screens loop over.
   */
  dynamicKeys?: Iterable<string>;
  /**
   * Groups whose keys are built at run time as `<group>.<name>`, the name written as a literal
   * somewhere in the source (`lines.<kind>`).
   */
  dynamicGroups?: Iterable<string>;
  /** The app's navigation declaration (`src/navigation.json`): its label keys must exist. */
  navigation?: readonly { labelKey: string }[];
}

/** Every key of a strings file, plural forms (`_one`, `_other`) read as their base key. */
export function stringKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(/_(one|other)$/, '')];
  return [
    ...new Set(
      Object.entries(value).flatMap(([key, child]) =>
        stringKeys(child, prefix ? `${prefix}.${key}` : key),
      ),
    ),
  ];
}

function stringValues(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(stringValues);
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Keys the code asks for by name: the first argument of a translate call, `i18nKey` props, and
 * message keys carrying their parameters after a bar.
 */
function namedKeys(source: string): string[] {
  const keys: string[] = [];
  for (const match of source.matchAll(/\bt\(\s*['"]([A-Za-z][\w.]*)['"]/g)) keys.push(match[1]!);
  for (const match of source.matchAll(/i18nKey=["']([A-Za-z][\w.]*)["']/g)) keys.push(match[1]!);
  for (const match of source.matchAll(/['"]([A-Za-z]\w*(?:\.\w+)+)\|[^'"]*['"]/g)) {
    keys.push(match[1]!);
  }
  return keys;
}

/**
 * Quoted words and dotted names anywhere in the source: the forms a key, or the last part of a
 * key built at run time, takes wherever the code passes it on. Only key-shaped text is taken, so
 * an apostrophe in prose cannot throw the reading off.
 */
function literals(source: string): Set<string> {
  const found = new Set<string>();
  for (const match of source.matchAll(/['"`]([A-Za-z]\w*(?:\.\w+)*)(?:\|[^'"`\n]*)?['"`]/g)) {
    found.add(match[1]!);
  }
  return found;
}

/**
 * The strings-complete test every app runs: Japanese and English hold the same keys and no empty
 * string; every key the code names exists; and no key sits unused. A key counts as used when it
 * appears as a string literal in the source (however the code passes it on), when its last part
 * does within a literal group (`lines.referral` from `chartLine('referral', …)`), or when it is
 * listed in `dynamicKeys`.
 */
export function describeStringsComplete(options: StringsCompleteOptions): void {
  const { namespace, ja, en, sourceDir } = options;
  const jaKeys = stringKeys(ja).sort();
  const knownKeys = new Set([
    ...jaKeys,
    ...(options.otherNamespaces ?? []).flatMap((o) => stringKeys(o)),
  ]);
  const dynamic = new Set([
    ...(options.dynamicKeys ?? []),
    ...(options.navigation ?? []).map((entry) => entry.labelKey),
  ]);
  const groups = new Set(options.dynamicGroups ?? []);

  describe(`${namespace} strings`, () => {
    const sources = [sourceDir]
      .flat()
      .flatMap(sourceFiles)
      .map((file) => fs.readFileSync(file, 'utf8'));

    it('English holds exactly the Japanese keys, and no string is empty', () => {
      expect(stringKeys(en).sort()).toEqual(jaKeys);
      for (const value of [...stringValues(ja), ...stringValues(en)]) {
        expect(value.trim()).not.toBe('');
      }
    });

    it('every key the code names exists', () => {
      const named = new Set(sources.flatMap(namedKeys));
      const missing = [...named, ...dynamic].filter((key) => !knownKeys.has(key));
      expect(missing).toEqual([]);
    });

    it('no key is left unused', () => {
      const used = new Set<string>();
      for (const source of sources) {
        for (const literal of literals(source)) used.add(literal);
        for (const key of namedKeys(source)) used.add(key);
      }
      const unused = jaKeys.filter((key) => {
        if (used.has(key) || dynamic.has(key)) return false;
        // A key built from a literal group and a literal name: `titles.${name}`.
        const dot = key.lastIndexOf('.');
        return !(dot > 0 && used.has(key.slice(dot + 1)) && hasGroupPrefix(key.slice(0, dot)));
      });
      expect(unused).toEqual([]);

      function hasGroupPrefix(group: string): boolean {
        if (groups.has(group)) return true;
        return sources.some(
          (source) => source.includes(`\`${group}.\${`) || source.includes(`'${group}.' +`),
        );
      }
    });
  });
}
