import fs from 'node:fs';
import path from 'node:path';

/**
 * The real reference data lives beside the repository (../shared/data from the repo root), not
 * in it. A fresh clone on a developer's machine may lack it: there its tests are skipped, and
 * the skipped suite names the folder it looked in. CI must run them: with CI set (as .ci/run
 * does) or HARMO_REQUIRE_SHARED_DATA set, a missing file fails the suite and says which.
 */
export const SHARED_DATA_DIR =
  process.env.HARMO_SHARED_DATA_DIR ?? path.resolve(__dirname, '../../../../../shared/data');

export const EC_PHARMACIES_FILE = path.join(SHARED_DATA_DIR, 'pharmacies-ec-2026-08-13.csv');
export const HOSPITALS_FILE = path.join(SHARED_DATA_DIR, 'hospitals-2025-06-01.csv');

const isOn = (value: string | undefined) =>
  value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false';

/** Whether a missing reference file must fail the run instead of skipping its tests. */
export function sharedDataRequired(env: NodeJS.ProcessEnv = process.env): boolean {
  return isOn(env.CI) || isOn(env.HARMO_REQUIRE_SHARED_DATA);
}

/** The message of a run that requires the reference data and lacks some of it. */
export function missingSharedDataMessage(missing: readonly string[]): string {
  return (
    `The reference data is required in CI but ${missing.join(', ')} is missing. ` +
    'Place the shared data folder at ../shared/data beside the repository, or point ' +
    'HARMO_SHARED_DATA_DIR at it.'
  );
}

export function describeWithSharedData(
  files: readonly string[],
  name: string,
  body: () => void,
): void {
  const missing = files.filter((file) => !fs.existsSync(file));
  if (missing.length === 0) {
    describe(name, body);
  } else if (sharedDataRequired()) {
    describe(name, () => {
      it('has the shared reference data', () => {
        throw new Error(missingSharedDataMessage(missing));
      });
    });
  } else {
    describe.skip(`${name} (shared data not found at ${SHARED_DATA_DIR})`, body);
  }
}
