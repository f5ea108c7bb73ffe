import { missingSharedDataMessage, sharedDataRequired } from './helpers/shared-data';

describe('when the real-data tests may be skipped', () => {
  it('requires the reference data in CI, whatever truthy value CI has', () => {
    expect(sharedDataRequired({ CI: 'true' })).toBe(true);
    expect(sharedDataRequired({ CI: '1' })).toBe(true);
    expect(sharedDataRequired({ HARMO_REQUIRE_SHARED_DATA: '1' })).toBe(true);
  });

  it('lets a developer machine without the data skip them', () => {
    expect(sharedDataRequired({})).toBe(false);
    expect(sharedDataRequired({ CI: 'false', HARMO_REQUIRE_SHARED_DATA: '' })).toBe(false);
    expect(sharedDataRequired({ CI: '0' })).toBe(false);
  });

  it('names the missing file and where the data belongs', () => {
    const message = missingSharedDataMessage(['/x/shared/data/hospitals-2025-06-01.csv']);
    expect(message).toContain('/x/shared/data/hospitals-2025-06-01.csv');
    expect(message).toContain('../shared/data');
    expect(message).toContain('HARMO_SHARED_DATA_DIR');
  });
});
