import fs from 'node:fs';
import path from 'node:path';
import ja from '../locales/ja/auth.json';
import en from '../locales/en/auth.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('auth strings', () => {
  const jaKeys = keysOf(ja).sort();

  it('English has exactly the Japanese keys, none empty', () => {
    expect(keysOf(en).sort()).toEqual(jaKeys);
    for (const strings of [ja, en]) {
      for (const key of jaKeys) {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], strings);
        expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
      }
    }
  });

  it('every key a screen or schema names exists', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(__dirname)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([A-Za-z][\w.]*)'/g)) used.add(match[1]!);
      for (const match of text.matchAll(/'((?:validation|errors)\.[A-Za-z]+)(?:\|[^']*)?'/g)) {
        used.add(match[1]!);
      }
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter((key) => !jaKeys.includes(key));
    expect(missing).toEqual([]);
  });

  it('every identity error kind has a message', () => {
    const kinds = [
      'incorrectCredentials',
      'attemptsExceeded',
      'userDisabled',
      'userNotConfirmed',
      'passwordResetRequired',
      'sessionExpired',
      'codeMismatch',
      'expiredCode',
      'userExists',
      'invalidPassword',
      'limitExceeded',
      'invalidParameter',
      'network',
      'unknown',
    ];
    for (const kind of kinds) expect(jaKeys).toContain(`errors.${kind}`);
  });
});
