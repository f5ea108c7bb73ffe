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

/** Creates `file` holding this process id, only if it does not exist (one atomic step). */
function createExclusive(file: string): boolean {
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

type Holder = { state: 'missing' } | { state: 'writing' } | { state: 'pid'; pid: number };

/** Who holds `file`: missing, being written (created, pid not yet in), or a process id. */
function holderOf(file: string): Holder {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { state: 'missing' };
    throw err;
  }
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 && String(pid) === text.trim()
    ? { state: 'pid', pid }
    : { state: 'writing' };
}

function ageMs(file: string): number {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** A lock or guard file this old without a process id was left by a crash while writing it. */
const ABANDONED_AFTER_MS = 5_000;
const GIVE_UP_AFTER_MS = 15_000;

/**
 * Removes a guard whose holder is gone. It is renamed aside first (one atomic step, so only one
 * remover wins) and put back if what was moved turns out to be a live process's guard.
 */
function clearAbandonedGuard(guardFile: string): void {
  const holder = holderOf(guardFile);
  const abandoned =
    (holder.state === 'pid' && !isAlive(holder.pid)) ||
    (holder.state === 'writing' && ageMs(guardFile) > ABANDONED_AFTER_MS);
  if (!abandoned) return;
  const aside = `${guardFile}.${process.pid}.${Date.now()}`;
  try {
    fs.renameSync(guardFile, aside);
  } catch {
    return; // Someone else cleared it first.
  }
  const moved = holderOf(aside);
  if (moved.state === 'pid' && isAlive(moved.pid)) {
    try {
      fs.linkSync(aside, guardFile);
    } catch {
      /* a newer guard is in place already */
    }
  }
  fs.rmSync(aside, { force: true });
}

/**
 * Embedded PGlite has no protection of its own: two processes opening the same folder both
 * "succeed" and then overwrite each other's files. The lock is a pid file created exclusively
 * (O_EXCL), so of two processes only one can create it. A lock left by a crashed process is
 * taken over, and that takeover is the delicate part: two processes that both saw the dead pid
 * must not both remove and recreate the file (the second would delete the first's fresh lock).
 * So the stale file is removed only while holding a second exclusive file, the guard, and only
 * if it still names the same dead process; then everyone competes for the exclusive create again.
 */
export function lockDataDir(dir: string): () => void {
  const lockFile = path.join(dir, 'pglite.lock');
  const guardFile = `${lockFile}.takeover`;
  fs.mkdirSync(dir, { recursive: true });
  const deadline = Date.now() + GIVE_UP_AFTER_MS;
  for (;;) {
    if (createExclusive(lockFile)) {
      return () => {
        const holder = holderOf(lockFile);
        if (holder.state === 'pid' && holder.pid === process.pid)
          fs.rmSync(lockFile, { force: true });
      };
    }
    const holder = holderOf(lockFile);
    if (holder.state === 'pid' && isAlive(holder.pid)) {
      throw new DataDirLockedError(lockFile, holder.pid);
    }
    const stale =
      (holder.state === 'pid' && !isAlive(holder.pid)) ||
      (holder.state === 'writing' && ageMs(lockFile) > ABANDONED_AFTER_MS);
    if (stale && createExclusive(guardFile)) {
      try {
        const now = holderOf(lockFile);
        const unchanged =
          holder.state === 'pid'
            ? now.state === 'pid' && now.pid === holder.pid
            : now.state === 'writing';
        if (unchanged) fs.rmSync(lockFile, { force: true });
      } finally {
        fs.rmSync(guardFile, { force: true });
      }
      continue;
    }
    if (stale) clearAbandonedGuard(guardFile);
    if (Date.now() > deadline) {
      throw new Error(`Could not lock ${dir}: ${lockFile} stays taken by a process that is gone`);
    }
    sleepSync(5 + Math.floor(Math.random() * 10));
  }
}
