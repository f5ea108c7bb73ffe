import fs from 'node:fs';
import path from 'node:path';
import ja from '../locales/ja/emap.json';
import en from '../locales/en/emap.json';
import { DAY_KEYS, FACILITY_TYPES } from './features/facilities';

/** Every key of a strings file, with plural forms (`_one`, `_other`) read as their base key. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(/_(one|other)$/, '')];
  return [
    ...new Set(
      Object.entries(value).flatMap(([key, child]) =>
        keysOf(child, prefix ? `${prefix}.${key}` : key),
      ),
    ),
  ];
}

function valuesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(valuesOf);
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('emap strings', () => {
  const jaKeys = keysOf(ja).sort();

  it('English has the Japanese keys, and no string is empty', () => {
    expect(keysOf(en).sort()).toEqual(jaKeys);
    for (const value of [...valuesOf(ja), ...valuesOf(en)]) expect(value.trim()).not.toBe('');
  });

  it('every key the screens name exists', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(__dirname)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([A-Za-z][\w.]*)'/g)) used.add(match[1]!);
    }
    for (const type of FACILITY_TYPES) used.add(`types.${type}`).add(`filters.onlyType.${type}`);
    for (const day of DAY_KEYS) used.add(`days.${day}`);
    for (const choice of ['any', 'openNow', 'openOn']) used.add(`filters.hoursChoice.${choice}`);
    for (const reason of ['denied', 'unavailable', 'unsupported']) {
      used.add(`location.failed.${reason}`);
    }
    used.add('distance.m').add('distance.km');
    expect(used.size).toBeGreaterThan(60);
    expect([...used].filter((key) => !jaKeys.includes(key))).toEqual([]);
  });
});
