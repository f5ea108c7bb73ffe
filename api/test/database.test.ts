import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../src/db';
import type { Database } from '../src/db';
import { DataDirLockedError } from '../src/db/dirLock';
import { backend, createTestDatabase } from './helpers/database';
import type { TestDatabase } from './helpers/database';

const TYPES_SQL = `
  SELECT 42::int8                                 AS small_int8,
         (SELECT count(*) FROM (VALUES (1), (2)) AS v(x)) AS counted,
         9007199254740993::int8                   AS huge_int8,
         7::int4                                  AS int4,
         1.50::numeric                            AS exact,
         '2024-05-01'::date                       AS day,
         '2024-05-01 10:00:00'::timestamp         AS local_time,
         '2024-05-01T10:00:00.123Z'::timestamptz  AS instant,
         $1::jsonb                                AS document,
         true                                     AS flag,
         NULL::text                               AS nothing`;

const EXPECTED_TYPES = {
  small_int8: 42,
  counted: 2,
  huge_int8: 9007199254740993n,
  int4: 7,
  exact: '1.50',
  day: '2024-05-01',
  local_time: '2024-05-01 10:00:00',
  instant: new Date('2024-05-01T10:00:00.123Z'),
  document: { drug: 'アムロジピン', doses: [1, 0.5] },
  flag: true,
  nothing: null,
};

describe(`Database (${backend})`, () => {
  let testDb: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = testDb.db;
    await db.exec(`
      CREATE TABLE items (id serial PRIMARY KEY, name text NOT NULL);
      CREATE TABLE audit (note text NOT NULL);`);
  });
  afterAll(async () => {
    await testDb?.cleanup();
  });

  it('is the backend the run asked for', () => {
    expect(db.kind).toBe(backend);
  });

  it('reports rowCount for reads and writes', async () => {
    const inserted = await db.query('INSERT INTO items (name) VALUES ($1), ($2)', ['a', 'b']);
    expect(inserted.rowCount).toBe(2);
    const updated = await db.query('UPDATE items SET name = $1 WHERE name = $2', ['c', 'a']);
    expect(updated.rowCount).toBe(1);
    const selected = await db.query<{ name: string }>('SELECT name FROM items ORDER BY name');
    expect(selected.rows).toEqual([{ name: 'b' }, { name: 'c' }]);
    expect(selected.rowCount).toBe(2);
  });

  it('commits a transaction that succeeds', async () => {
    const id = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        'INSERT INTO items (name) VALUES ($1) RETURNING id',
        ['committed'],
      );
      await tx.query('INSERT INTO audit (note) VALUES ($1)', ['added committed']);
      return rows[0]?.id;
    });
    expect(typeof id).toBe('number');
    const { rows } = await db.query('SELECT name FROM items WHERE id = $1', [id]);
    expect(rows).toEqual([{ name: 'committed' }]);
  });

  it('rolls back everything in a transaction that throws, and rethrows', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO items (name) VALUES ($1)', ['rolled back']);
        await tx.query('INSERT INTO audit (note) VALUES ($1)', ['added rolled back']);
        throw new Error('stop here');
      }),
    ).rejects.toThrow('stop here');
    const items = await db.query("SELECT 1 FROM items WHERE name = 'rolled back'");
    const audit = await db.query("SELECT 1 FROM audit WHERE note = 'added rolled back'");
    expect(items.rows).toEqual([]);
    expect(audit.rows).toEqual([]);
  });

  it('returns the same JavaScript values on either backend', async () => {
    const { rows } = await db.query(TYPES_SQL, [JSON.stringify(EXPECTED_TYPES.document)]);
    expect(rows).toEqual([EXPECTED_TYPES]);
  });

  it('surfaces SQL errors with the PostgreSQL error code', async () => {
    await expect(db.query('INSERT INTO items (id, name) VALUES (1, NULL)')).rejects.toMatchObject({
      code: '23502',
    });
  });
});

describe('embedded database folder', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harmo-pglite-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps data across close and reopen', async () => {
    const first = await createDatabase({ dataDir: dir });
    await first.exec("CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here');");
    await first.close();
    const second = await createDatabase({ dataDir: dir });
    try {
      expect((await second.query('SELECT v FROM kept')).rows).toEqual([{ v: 'still here' }]);
    } finally {
      await second.close();
    }
  });

  it('cannot be opened twice at once', async () => {
    const first = await createDatabase({ dataDir: dir });
    try {
      await expect(createDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
      await expect(createDatabase({ dataDir: dir })).rejects.toThrow(/already open in process/);
    } finally {
      await first.close();
    }
    const again = await createDatabase({ dataDir: dir });
    await again.close();
  });

  it('takes over the lock of a process that died', async () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    fs.writeFileSync(path.join(dir, 'pglite.lock'), String(dead));
    const db = await createDatabase({ dataDir: dir });
    try {
      expect(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    } finally {
      await db.close();
    }
    expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
  });
});

describe('PostgreSQL options', () => {
  it('refuses a schema name that is not a plain identifier', async () => {
    await expect(
      createDatabase({ url: 'postgres://nobody@127.0.0.1:1/none', schema: 'x; DROP TABLE users' }),
    ).rejects.toThrow(/Invalid schema name/);
  });
});
