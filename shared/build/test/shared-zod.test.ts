import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sharedModules } from '../webpack.cjs';
import sharedPackage from '../../runtime/package.json';
import { REPO_ROOT, webSources } from './slim-shared-entry';

/** The little of zod's API these checks call. */
type Schema = { safeParse(input: unknown): { success: boolean; error?: { issues: Issue[] } } };
type Issue = { message: string };
type Zod = {
  object(shape: Record<string, Schema>): Schema;
  email(): Schema;
  iso: { datetime(): Schema };
};

// zod as the apps' sources import it, and the copy the apps share on the page.
const fullZod = createRequire(path.join(REPO_ROOT, 'shared/runtime/package.json'))('zod').z as Zod;
const sharedZod = createRequire(__filename)('../shared-zod.mjs').z as Zod;

/** What the shared copy of zod leaves out of zod's `z` (see shared-zod.mjs). */
const LEFT_OUT = [
  'compile',
  'core',
  'deepPartial',
  'fromJSONSchema',
  'getDiscriminatedOption',
  'locales',
  'memoizer',
  'toJSONSchema',
  'toZod',
  'withParser',
  'ZodCompileAsyncError',
  'ZodCompileUnsupportedError',
];

describe('the shared copy of zod', () => {
  it('is one singleton of the shared runtime’s zod version, built from shared-zod.mjs', () => {
    expect(sharedModules().zod).toEqual({
      singleton: true,
      requiredVersion: sharedPackage.dependencies.zod,
      version: sharedPackage.dependencies.zod,
      import: path.resolve(__dirname, '../shared-zod.mjs'),
    });
  });

  it('offers everything of zod’s z but the parts it leaves out', () => {
    const missing = Object.keys(fullZod).filter((name) => !(name in sharedZod));
    expect(missing.sort()).toEqual([...LEFT_OUT].sort());
  });

  it('leaves out nothing a browser app uses', () => {
    const uses: string[] = [];
    for (const file of webSources()) {
      const text = fs.readFileSync(file, 'utf8');
      if (!/from 'zod'/.test(text)) continue;
      for (const name of LEFT_OUT) {
        const member = new RegExp(`\\bz\\.${name}\\b`);
        const named = new RegExp(
          `import\\s*(type\\s*)?\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from 'zod'`,
        );
        if (member.test(text) || named.test(text))
          uses.push(`${path.relative(REPO_ROOT, file)}: ${name}`);
      }
    }
    expect(uses).toEqual([]);
  });

  it('validates and words its issues like zod itself', () => {
    const schema = sharedZod.object({ email: sharedZod.email(), at: sharedZod.iso.datetime() });
    const input = { email: 'not an address', at: 'yesterday' };
    const shared = schema.safeParse(input);
    const full = fullZod
      .object({ email: fullZod.email(), at: fullZod.iso.datetime() })
      .safeParse(input);
    expect(shared.success).toBe(false);
    expect(shared.error?.issues.map((issue) => issue.message)).toEqual(
      full.error?.issues.map((issue) => issue.message),
    );
    expect(shared.error?.issues[0]?.message).toBe('Invalid email address');
  });

  it('checks objects without asking to compile code, which the pages’ policy forbids', () => {
    // Where a Content-Security-Policy forbids eval, the browser reports every `new Function` as
    // a violation, even one whose failure is caught.
    const compiled: unknown[][] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      apply(target, self, args: unknown[]) {
        compiled.push(args);
        return Reflect.apply(target, self, args);
      },
      construct(target, args: unknown[]) {
        compiled.push(args);
        return Reflect.construct(target, args);
      },
    });
    try {
      const schema = sharedZod.object({ name: sharedZod.object({ first: sharedZod.email() }) });
      expect(schema.safeParse({ name: { first: 'a@example.jp' } }).success).toBe(true);
      expect(schema.safeParse({ name: { first: 'a' } }).success).toBe(false);
    } finally {
      globalThis.Function = original;
    }
    expect(compiled).toEqual([]);
  });
});
