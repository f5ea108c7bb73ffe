import fs from 'node:fs';
import path from 'node:path';
import { STARTUP_CHECKS } from '../webpack.cjs';
import { REPO_ROOT, webSources } from './slim-shared-entry';

// zod/mini is bundled apart from the shared zod only inside the start-up checks' layer (see
// STARTUP_CHECKS in webpack.cjs). Anywhere else its files would be the shared zod's own modules,
// and the first screen would load the whole shared copy again.
const TREE_SHAKEN_ZOD = /from 'zod\/(mini|locales)'/;
const relative = (file: string) => path.relative(REPO_ROOT, file);

describe('the start-up checks', () => {
  it('are the only browser sources that import zod/mini', () => {
    const importers = webSources().filter((file) =>
      TREE_SHAKEN_ZOD.test(fs.readFileSync(file, 'utf8')),
    );
    expect(importers.map(relative).sort()).toEqual(STARTUP_CHECKS.map(relative).sort());
  });

  it('import neither the shared zod nor a contract, whose schemas are built with it', () => {
    const offenders = STARTUP_CHECKS.filter((file) =>
      /from '(zod|@harmo\/contracts[^']*)'/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(offenders.map(relative)).toEqual([]);
  });
});
