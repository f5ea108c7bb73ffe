import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../src/db';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harmo-durable-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

async function setting(durable: boolean, name: string): Promise<string> {
  const db = await createDatabase({ dataDir: dir, durable });
  try {
    const { rows } = await db.query<Record<string, string>>(`SHOW ${name}`);
    return rows[0]![name]!;
  } finally {
    await db.close();
  }
}

it('runs the embedded database with fsync and synchronous commit on when durable', async () => {
  expect(await setting(true, 'fsync')).toBe('on');
  expect(await setting(true, 'synchronous_commit')).toBe('on');
});

it('keeps the fast development settings otherwise', async () => {
  expect(await setting(false, 'fsync')).toBe('off');
});
