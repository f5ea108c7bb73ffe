import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const API_ROOT = path.resolve(__dirname, '..', '..');
const TRIALS = 30;

/** A contender process and a way to await its next answer line. */
function startContender() {
  const child: ChildProcessWithoutNullStreams = spawn(
    path.join(API_ROOT, 'node_modules/.bin/tsx'),
    [path.join(__dirname, 'fixtures/lock-contender.ts')],
    { cwd: API_ROOT },
  );
  const answers: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else answers.push(line);
  });
  const nextLine = () =>
    new Promise<string>((resolve) => {
      const ready = answers.shift();
      if (ready !== undefined) resolve(ready);
      else waiting.push(resolve);
    });
  const send = (line: string) => child.stdin.write(`${line}\n`);
  return { child, nextLine, send };
}

/** The id of a process that has exited, as a crashed api would leave in its lock. */
function deadPid(): number {
  const gone = spawnSync(process.execPath, ['-e', '0']);
  return gone.pid!;
}

it('gives a stale lock to exactly one of two processes started together (30 trials)', async () => {
  const contenders = [startContender(), startContender()];
  try {
    for (const contender of contenders) expect(await contender.nextLine()).toBe('ready');
    const outcomes: string[][] = [];
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harmo-lock-race-'));
      try {
        fs.writeFileSync(path.join(dir, 'pglite.lock'), String(deadPid()));
        const startAt = Date.now() + 40;
        for (const contender of contenders) contender.send(`lock ${dir} ${startAt}`);
        const answers = await Promise.all(contenders.map((c) => c.nextLine()));
        outcomes.push(answers.sort());
        for (const contender of contenders) contender.send('release');
        await Promise.all(contenders.map((c) => c.nextLine()));
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
    // Never two holders, never none: one takes the stale lock over, the other is refused.
    expect(outcomes).toEqual(Array.from({ length: TRIALS }, () => ['held', 'locked']));
  } finally {
    for (const { child } of contenders) child.kill();
  }
}, 120_000);
