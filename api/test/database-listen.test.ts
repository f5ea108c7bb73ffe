import type { Database } from '../src/db';
import { backend, createTestStore } from './helpers/database';
import type { TestStore } from './helpers/database';

/** Resolves with the next payloads that arrive, or fails after a while. */
function collector() {
  const received: string[] = [];
  let wake: (() => void) | null = null;
  return {
    onPayload: (payload: string) => {
      received.push(payload);
      wake?.();
    },
    async waitFor(payload: string, timeoutMs = 10_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!received.includes(payload)) {
        if (Date.now() > deadline) throw new Error(`${payload} did not arrive`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 100);
        });
      }
    },
    received,
  };
}

describe(`LISTEN/NOTIFY (${backend})`, () => {
  let store: TestStore;
  const open: Database[] = [];
  const connect = async () => {
    const db = await store.open();
    open.push(db);
    return db;
  };

  beforeEach(async () => {
    store = await createTestStore();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((db) => db.close()));
    await store.destroy();
  });

  it(
    backend === 'postgres'
      ? "delivers another process's notifications after commit, also after the listening connection was cut"
      : 'delivers notifications after commit',
    async () => {
      const listening = await connect();
      // On a server the sender is another pool, as another api instance would be; the embedded
      // database has one connection per process.
      const sending = backend === 'postgres' ? await connect() : listening;
      const channel = 'harmo_test_channel';
      const heard = collector();
      const stop = await listening.listen(channel, heard.onPayload);

      await sending.transaction(async (tx) => {
        await tx.query('SELECT pg_notify($1, $2)', [channel, 'inside']);
        await new Promise((resolve) => setTimeout(resolve, 200));
        // Not before the transaction commits.
        expect(heard.received).not.toContain('inside');
      });
      await heard.waitFor('inside');

      await expect(
        sending.transaction(async (tx) => {
          await tx.query('SELECT pg_notify($1, $2)', [channel, 'rolled back']);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');

      if (backend === 'postgres') {
        const { rowCount } = await sending.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE query = 'LISTEN ${channel}' AND pid <> pg_backend_pid()`,
        );
        expect(rowCount).toBe(1);
        // The listener opens a new connection and listens again within about a second.
        const deadline = Date.now() + 15_000;
        let n = 0;
        for (;;) {
          n += 1;
          await sending.query('SELECT pg_notify($1, $2)', [channel, `after cut ${n}`]);
          await new Promise((resolve) => setTimeout(resolve, 300));
          if (heard.received.some((payload) => payload.startsWith('after cut'))) break;
          if (Date.now() > deadline) throw new Error('the listener did not come back');
        }
      }

      await stop();
      await sending.query('SELECT pg_notify($1, $2)', [channel, 'after stop']);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(heard.received).not.toContain('after stop');
      expect(heard.received).not.toContain('rolled back');
    },
  );

  it('refuses a channel name that is not a plain identifier', async () => {
    const db = await connect();
    await expect(db.listen('orders; DROP TABLE x', () => {})).rejects.toThrow(
      /Invalid notification channel name/,
    );
  });
});
