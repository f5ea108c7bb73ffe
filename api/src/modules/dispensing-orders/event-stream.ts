import type { FastifyReply } from 'fastify';
import { ORDER_EVENT_NAME } from '@harmo/contracts/dispensing-orders';
import type { DispensingOrder } from '@harmo/contracts/dispensing-orders';
import { tooManyRequests } from '../../http/errors';

/** A comment line this often keeps proxies and the server's idle timeout from closing a stream. */
export const HEARTBEAT_MS = 20_000;
/** A stream ends after this; the client opens a new one (and access is checked anew). */
export const STREAM_LIFETIME_MS = 15 * 60 * 1000;

/**
 * Open streams one account may hold on one api instance. Each holds a connection for up to
 * STREAM_LIFETIME_MS; a patient follows an order or a list in each tab, so this is far above any
 * person's use. Security: without it, one account could hold every connection the server has.
 */
export const STREAMS_PER_ACCOUNT = 20;

/** The open streams of one api instance, by account, ended when it shuts down. */
export class OpenStreams {
  private readonly streams = new Map<() => void, string>();
  add(end: () => void, accountId: string): () => void {
    this.streams.set(end, accountId);
    return () => this.streams.delete(end);
  }
  countOf(accountId: string): number {
    let count = 0;
    for (const owner of this.streams.values()) if (owner === accountId) count += 1;
    return count;
  }
  endAll(): void {
    for (const end of [...this.streams.keys()]) end();
  }
}

export interface EventStream {
  /**
   * Sends the order as an `order` event; events go out in the order they were asked for. A load
   * answering null (the account may no longer see the order) ends the stream.
   */
  sendOrder(load: () => Promise<DispensingOrder | null>): void;
  readonly closed: boolean;
}

/**
 * Turns the reply into a server-sent event stream of the account. The reply is taken over from
 * Fastify, so the headers Fastify's hooks already set (CORS, security headers, request id) are
 * copied over. An account that holds STREAMS_PER_ACCOUNT already is answered 429 instead; the web
 * then asks for the status every few seconds, as it does when a stream breaks.
 */
export function openEventStream(
  reply: FastifyReply,
  open: OpenStreams,
  accountId: string,
  onEnd: () => void,
  onError: (err: unknown) => void,
): EventStream {
  if (open.countOf(accountId) >= STREAMS_PER_ACCOUNT) {
    throw tooManyRequests(
      `At most ${STREAMS_PER_ACCOUNT} event streams may be open at once`,
      'too_many_streams',
    );
  }
  reply.hijack();
  const raw = reply.raw;
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value as string | number | string[];
  }
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'private, no-store',
    connection: 'keep-alive',
    // Tells nginx-style proxies not to buffer the stream.
    'x-accel-buffering': 'no',
  });
  raw.write(': stream open\n\n');

  let closed = false;
  let queue = Promise.resolve();
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const lifetime = setTimeout(() => end(), STREAM_LIFETIME_MS);
  const forget = open.add(() => end(), accountId);

  function end(): void {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    forget();
    onEnd();
    raw.end();
  }
  raw.on('close', end);

  return {
    get closed() {
      return closed;
    },
    sendOrder(load) {
      queue = queue
        .then(async () => {
          if (closed) return;
          const order = await load();
          if (closed) return;
          if (!order) {
            end();
            return;
          }
          raw.write(
            `event: ${ORDER_EVENT_NAME}\nid: ${order.updatedAt}\ndata: ${JSON.stringify(order)}\n\n`,
          );
        })
        .catch((err: unknown) => {
          onError(err);
          end();
        });
    },
  };
}
