import path from 'node:path';
import { importFacilities } from '../../src/modules/facilities';
import { ReadIndexHolder } from '../../src/modules/facilities/search/index-holder';
import { migrate } from '../../src/db';
import { createTestDatabase } from '../helpers/database';
import type { TestDatabase } from '../helpers/database';

const FIXTURE = path.join(__dirname, 'fixtures', '05_pharmacy_20250601.csv');

describe('read index refresh across api instances', () => {
  let testDb: TestDatabase;

  beforeEach(async () => {
    testDb = await createTestDatabase();
    await migrate(testDb.db);
  });
  afterEach(async () => {
    await testDb?.cleanup();
  });

  it('rebuilds when another instance imported, at the next check', async () => {
    let clock = 0;
    const second = new ReadIndexHolder(testDb.db, { checkIntervalMs: 2_000, now: () => clock });
    expect((await second.current()).size).toBe(0);

    // "The first instance" imports through the same database.
    const summary = await importFacilities(testDb.db, { kind: 'pharmacy', file: FIXTURE });

    // Within the check interval the second instance keeps answering from what it has.
    clock = 1_000;
    expect((await second.current()).size).toBe(0);
    // After it, one cheap version query finds the change; the new index builds meanwhile.
    clock = 2_500;
    await second.current();
    await second.idle();
    const rebuilt = await second.current();
    expect(rebuilt.size).toBe(summary.imported);
    expect(rebuilt.version).toBe(summary.dataVersion);
  });

  it('keeps the same index while the data version is unchanged', async () => {
    const holder = new ReadIndexHolder(testDb.db, { checkIntervalMs: 0 });
    const first = await holder.current();
    expect(await holder.current()).toBe(first);
  });

  it('can wait for a rebuild instead of answering from the older index', async () => {
    const holder = new ReadIndexHolder(testDb.db, { checkIntervalMs: 0, waitForRebuild: true });
    await holder.current();
    await importFacilities(testDb.db, { kind: 'pharmacy', file: FIXTURE });
    expect((await holder.current()).size).toBe(3);
  });
});
