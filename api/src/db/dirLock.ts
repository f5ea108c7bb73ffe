import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(lockFile: string, pid: number) {
    super(
      `The embedded database in ${path.dirname(lockFile)} is already open in process ${pid}. ` +
        'Stop that process, or point HARMO_DATA_DIR at another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Embedded PGlite has no protection of its own: two processes opening the same folder both
 * "succeed" and then overwrite each other's files. A pid file taken with O_EXCL prevents that;
 * a lock left by a crashed process is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const lockFile = path.join(dir, 'pglite.lock');
  fs.mkdirSync(dir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new DataDirLockedError(lockFile, holder);
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}: another process keeps replacing ${lockFile}`);
}
