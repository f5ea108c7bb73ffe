import type { Database, Queryable } from '../../db';

/** What a NOTIFY says about a changed order: enough to find who follows it, nothing private. */
export interface OrderChange {
  orderId: string;
  patientId: string;
}

type Listener = (change: OrderChange) => void;

/**
 * The channel of this database's order changes: a trigger on dispensing_orders announces every
 * insert and update there (migration 014), whichever area of the api wrote it.
 */
async function channelOf(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ channel: string }>('SELECT harmo_order_channel() AS channel');
  const channel = rows[0]?.channel;
  if (!channel) throw new Error('The order channel is unknown: is migration 014 applied?');
  return channel;
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
