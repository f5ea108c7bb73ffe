import fs from 'node:fs';
import path from 'node:path';

/**
 * The real reference data lives beside the repository (../shared/data from the repo root), not
 * in it. Where it is absent (a fresh clone) its tests are skipped, unless
 * HARMO_REQUIRE_SHARED_DATA is set (CI, this machine): then they fail and say why.
 */
export const SHARED_DATA_DIR =
  process.env.HARMO_SHARED_DATA_DIR ?? path.resolve(__dirname, '../../../../../shared/data');

export const EC_PHARMACIES_FILE = path.join(SHARED_DATA_DIR, 'pharmacies-ec-2026-08-13.csv');
export const HOSPITALS_FILE = path.join(SHARED_DATA_DIR, 'hospitals-2025-06-01.csv');

export function describeWithSharedData(
  files: readonly string[],
  name: string,
  body: () => void,
): void {
  const missing = files.filter((file) => !fs.existsSync(file));
  if (missing.length === 0) {
    describe(name, body);
  } else if (process.env.HARMO_REQUIRE_SHARED_DATA) {
    describe(name, () => {
      it('has the shared reference data', () => {
        throw new Error(
          `HARMO_REQUIRE_SHARED_DATA is set but ${missing.join(', ')} is missing ` +
            '(expected in ../shared/data beside the repository, or set HARMO_SHARED_DATA_DIR)',
        );
      });
    });
  } else {
    describe.skip(`${name} (shared data not found at ${SHARED_DATA_DIR})`, body);
  }
}
