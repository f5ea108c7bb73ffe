import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../src/db';
import { loadMigrations, migrate, MigrationError } from '../src/db/migrate';
import { backend, createTestStore } from './helpers/database';
import type { TestStore } from './helpers/database';

function migrationsDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harmo-migrations-'));
  for (const [name, sql] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), sql);
  return dir;
}

async function tableExists(db: Database, name: string): Promise<boolean> {
  const { rows } = await db.query<{ exists: boolean }>(
    'SELECT to_regclass($1) IS NOT NULL AS exists',
    [name],
  );
  return rows[0]?.exists === true;
}

describe(`migrations (${backend})`, () => {
  let store: TestStore;
  const open: Database[] = [];
  const dirs: string[] = [];

  async function connect(): Promise<Database> {
    const db = await store.open();
    open.push(db);
    return db;
  }
  function dir(files: Record<string, string>): string {
    const created = migrationsDir(files);
    dirs.push(created);
    return created;
  }

  beforeEach(async () => {
    store = await createTestStore();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((db) => db.close()));
    await store.destroy();
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });

  it("applies the project's migrations once, and finds them applied after a restart", async () => {
    const files = await loadMigrations();
    expect(files.map((f) => f.name)).toContain('001_app_meta.sql');

    const first = await connect();
    expect((await migrate(first)).applied).toEqual(files.map((f) => f.name));
    const { rows: before } = await first.query<{ value: unknown }>(
      "SELECT value FROM app_meta WHERE key = 'installed_at'",
    );
    expect(before).toHaveLength(1);
    await first.close();

    const second = await connect();
    expect((await migrate(second)).applied).toEqual([]);
    const { rows: after } = await second.query<{ value: unknown }>(
      "SELECT value FROM app_meta WHERE key = 'installed_at'",
    );
    expect(after).toEqual(before);
    const { rows: recorded } = await second.query<{ count: number }>(
      'SELECT count(*) AS count FROM schema_migrations',
    );
    expect(recorded[0]?.count).toBe(files.length);
    // The whole schema, applied on two starts of the embedded database: on a busy 2-core
    // machine this alone has taken longer than the default time of a test.
  }, 120_000);

  it('applies only the files added since the last run, in version order', async () => {
    const migrations = dir({
      '001_visits.sql': 'CREATE TABLE visits (n integer NOT NULL);',
      '002_seed.sql': 'INSERT INTO visits VALUES (1); INSERT INTO visits VALUES (2);',
    });
    const db = await connect();
    expect((await migrate(db, { dir: migrations })).applied).toEqual([
      '001_visits.sql',
      '002_seed.sql',
    ]);

    fs.writeFileSync(path.join(migrations, '010_more.sql'), 'INSERT INTO visits VALUES (10);');
    expect((await migrate(db, { dir: migrations })).applied).toEqual(['010_more.sql']);
    expect((await migrate(db, { dir: migrations })).applied).toEqual([]);
    const { rows } = await db.query<{ n: number }>('SELECT n FROM visits ORDER BY n');
    expect(rows.map((r) => r.n)).toEqual([1, 2, 10]);
  });

  it('lets two runners start together without applying anything twice', async () => {
    const migrations = dir({
      '001_runs.sql': 'CREATE TABLE runs (file text NOT NULL);',
      // The sleep keeps the first runner inside its transaction while the second one arrives.
      '002_slow.sql': "SELECT pg_sleep(0.3); INSERT INTO runs VALUES ('002');",
      '003_last.sql': "INSERT INTO runs VALUES ('003');",
    });
    // A server takes two separate connections; the embedded database takes one per folder (see
    // database.test.ts), so there both runners share it, as two api code paths would.
    const a = await connect();
    const b = backend === 'postgres' ? await connect() : a;

    const [ra, rb] = await Promise.all([
      migrate(a, { dir: migrations }),
      migrate(b, { dir: migrations }),
    ]);
    expect([...ra.applied, ...rb.applied].sort()).toEqual([
      '001_runs.sql',
      '002_slow.sql',
      '003_last.sql',
    ]);
    const { rows } = await a.query<{ file: string }>('SELECT file FROM runs ORDER BY file');
    expect(rows.map((r) => r.file)).toEqual(['002', '003']);
  });

  it('rolls back a failing migration completely and reports which file failed', async () => {
    const migrations = dir({
      '001_ok.sql': 'CREATE TABLE ok_table (id integer);',
      '002_broken.sql': 'CREATE TABLE half_done (id integer); SELECT no_such_function();',
    });
    const db = await connect();
    await expect(migrate(db, { dir: migrations })).rejects.toThrow(
      /Migration 002_broken\.sql failed: .*no_such_function/,
    );
    expect(await tableExists(db, 'ok_table')).toBe(true);
    expect(await tableExists(db, 'half_done')).toBe(false);
    const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
    expect(rows).toEqual([{ version: 1 }]);
  });

  it('refuses to run when an applied migration was edited', async () => {
    const migrations = dir({ '001_notes.sql': 'CREATE TABLE notes (id integer);' });
    const db = await connect();
    await migrate(db, { dir: migrations });
    fs.writeFileSync(path.join(migrations, '001_notes.sql'), 'CREATE TABLE notes (id bigint);');
    await expect(migrate(db, { dir: migrations })).rejects.toThrow(
      /Migration 001_notes\.sql changed after it was applied/,
    );
  });

  it('treats a CRLF checkout of an applied migration as unchanged', async () => {
    const migrations = dir({ '001_notes.sql': 'CREATE TABLE notes (id integer);\n-- end\n' });
    const db = await connect();
    await migrate(db, { dir: migrations });
    fs.writeFileSync(
      path.join(migrations, '001_notes.sql'),
      'CREATE TABLE notes (id integer);\r\n-- end\r\n',
    );
    await expect(migrate(db, { dir: migrations })).resolves.toEqual({ applied: [] });
  });
});

describe('loadMigrations', () => {
  it('rejects a badly named file instead of skipping it', async () => {
    const dir = migrationsDir({ '001_ok.sql': '', '2_Missing-Padding.sql': '' });
    await expect(loadMigrations(dir)).rejects.toThrow(MigrationError);
    await expect(loadMigrations(dir)).rejects.toThrow(/2_Missing-Padding\.sql is not named NNN_/);
    fs.rmSync(dir, { recursive: true });
  });

  it('rejects two files with the same version', async () => {
    const dir = migrationsDir({ '002_facilities.sql': '', '002_identity.sql': '' });
    await expect(loadMigrations(dir)).rejects.toThrow(
      /002_facilities\.sql and 002_identity\.sql share version 2/,
    );
    fs.rmSync(dir, { recursive: true });
  });

  it('orders by number and ignores files that are not SQL', async () => {
    const dir = migrationsDir({
      '010_c.sql': 'SELECT 3;',
      '002_b.sql': 'SELECT 2;',
      '001_a.sql': 'SELECT 1;',
      'README.md': '# notes',
    });
    const files = await loadMigrations(dir);
    expect(files.map((f) => [f.version, f.name])).toEqual([
      [1, '001_a.sql'],
      [2, '002_b.sql'],
      [10, '010_c.sql'],
    ]);
    fs.rmSync(dir, { recursive: true });
  });
});
