import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGES, REMOTES } from '../apps.cjs';
import { withLabels } from '../navigation-labels.cjs';

const ROOT = path.resolve(__dirname, '../../..');

describe('the navigation a remote serves', () => {
  it.each(REMOTES.map((remote) => [remote.dir, remote] as const))(
    '%s: every entry carries its label in every language, from its own strings',
    (_dir, remote) => {
      const source = JSON.parse(
        fs.readFileSync(path.join(ROOT, remote.dir, 'src', 'navigation.json'), 'utf8'),
      ) as { labelKey: string }[];
      const served = withLabels(source, {
        localesDir: path.join(ROOT, remote.dir, 'locales'),
        namespace: remote.namespace,
      });
      const ja = JSON.parse(
        fs.readFileSync(
          path.join(ROOT, remote.dir, 'locales', 'ja', `${remote.namespace}.json`),
          'utf8',
        ),
      );
      expect(served).toHaveLength(source.length);
      for (const [index, entry] of served.entries()) {
        expect(Object.keys(entry.labels).sort()).toEqual([...LANGUAGES].sort());
        const expected = source[index]!.labelKey.split('.').reduce((node, part) => node[part], ja);
        expect(entry.labels.ja).toBe(expected);
      }
    },
  );

  it('stops the build when a label is missing in a language, naming the entry and the file', () => {
    const localesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harmo-locales-'));
    try {
      for (const [language, strings] of [
        ['ja', { nav: { list: '一覧' } }],
        ['en', { nav: {} }],
      ] as const) {
        fs.mkdirSync(path.join(localesDir, language));
        fs.writeFileSync(path.join(localesDir, language, 'x.json'), JSON.stringify(strings));
      }
      expect(() =>
        withLabels([{ id: 'x.list', labelKey: 'nav.list' }], { localesDir, namespace: 'x' }),
      ).toThrow('navigation.json: entry x.list has no string "nav.list" in en/x.json');
    } finally {
      fs.rmSync(localesDir, { recursive: true, force: true });
    }
  });
});
