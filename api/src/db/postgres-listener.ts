import pg from 'pg';
import { assertChannelName } from './types';

const RECONNECT_DELAY_MS = 1_000;

type Handler = (payload: string) => void;

/**
 * LISTEN on a PostgreSQL server. A pooled connection cannot listen (it goes back to the pool and
 * serves other queries), so this keeps one dedicated connection per process, opened on the first
 * listen, shared by every channel. When that connection drops it is opened again and every
 * channel listened to anew; notifications sent while it was down are lost, which is why a
 * listener must also be able to read the current state (the event streams send it first).
 */
export class PostgresListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, Set<Handler>>();
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly clientConfig: pg.ClientConfig,
    private readonly onError: (err: Error) => void = () => {},
  ) {}

  async listen(channel: string, handler: Handler): Promise<() => Promise<void>> {
    assertChannelName(channel);
    if (this.closed) throw new Error('The database is closed');
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    const first = set.size === 0;
    set.add(handler);
    if (first) {
      const client = await this.connection();
      await client.query(`LISTEN ${channel}`);
    } else {
      await this.connection();
    }
    return async () => {
      const current = this.handlers.get(channel);
      if (!current?.delete(handler) || current.size > 0) return;
      this.handlers.delete(channel);
      if (this.client && !this.closed) {
        await this.client.query(`UNLISTEN ${channel}`).catch((err: Error) => this.onError(err));
      }
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.handlers.clear();
    const client = this.client ?? (await this.connecting?.catch(() => null)) ?? null;
    this.client = null;
    if (client) await client.end().catch(() => {});
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client(this.clientConfig);
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) {
        try {
          handler(message.payload ?? '');
        } catch (err) {
          this.onError(err as Error);
        }
      }
    });
    client.on('error', (err) => {
      this.onError(err);
      this.dropped(client);
    });
    client.on('end', () => this.dropped(client));
    await client.connect();
    if (this.closed) {
      await client.end();
      throw new Error('The database is closed');
    }
    this.client = client;
    return client;
  }

  private dropped(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    if (this.closed || this.handlers.size === 0 || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.relisten();
    }, RECONNECT_DELAY_MS);
    this.reconnectTimer.unref();
  }

  private async relisten(): Promise<void> {
    try {
      const client = await this.connection();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
    } catch (err) {
      this.onError(err as Error);
      if (this.client) {
        this.dropped(this.client);
      } else if (!this.closed && !this.reconnectTimer) {
        this.reconnectTimer = setTimeout(() => {
          this.reconnectTimer = null;
          void this.relisten();
        }, RECONNECT_DELAY_MS);
        this.reconnectTimer.unref();
      }
    }
  }
}
