import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../../db';

/** What a NOTIFY says about a changed order: enough to find who follows it, nothing private. */
export interface OrderChange {
  orderId: string;
  patientId: string;
}

type Listener = (change: OrderChange) => void;

/**
 * The channel of this database's order changes. Channels are server-wide while tables live in a
 * schema, so the schema's name is part of it: api instances of one installation meet, test runs
 * in other schemas of the same server do not.
 */
async function channelOf(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = rows[0]?.schema ?? 'public';
  return `harmo_orders_${createHash('sha256').update(schema).digest('hex').slice(0, 16)}`;
}

/**
 * Announces a change inside the transaction that made it: PostgreSQL delivers the notification
 * when (and only if) that transaction commits, to every api instance listening.
 */
export async function announceOrderChange(
  tx: Queryable,
  channel: string,
  change: OrderChange,
): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(change)]);
}

/**
 * This instance's end of LISTEN/NOTIFY: one listening connection, fanned out to the event
 * streams open on this instance, by order and by patient.
 */
export class OrderEventHub {
  private readonly byOrder = new Map<string, Set<Listener>>();
  private readonly byPatient = new Map<string, Set<Listener>>();
  private stop: (() => Promise<void>) | null = null;

  private constructor(readonly channel: string) {}

  static async start(db: Database, onError: (err: unknown) => void): Promise<OrderEventHub> {
    const hub = new OrderEventHub(await channelOf(db));
    hub.stop = await db.listen(hub.channel, (payload) => {
      try {
        hub.dispatch(JSON.parse(payload) as OrderChange);
      } catch (err) {
        onError(err);
      }
    });
    return hub;
  }

  followOrder(orderId: string, listener: Listener): () => void {
    return subscribe(this.byOrder, orderId, listener);
  }

  followPatient(patientId: string, listener: Listener): () => void {
    return subscribe(this.byPatient, patientId, listener);
  }

  async close(): Promise<void> {
    this.byOrder.clear();
    this.byPatient.clear();
    await this.stop?.();
    this.stop = null;
  }

  private dispatch(change: OrderChange): void {
    for (const listener of this.byOrder.get(change.orderId) ?? []) listener(change);
    for (const listener of this.byPatient.get(change.patientId) ?? []) listener(change);
  }
}

function subscribe(map: Map<string, Set<Listener>>, key: string, listener: Listener) {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0 && map.get(key) === set) map.delete(key);
  };
}
