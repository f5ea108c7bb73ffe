import type { FastifyReply } from 'fastify';
import { ORDER_EVENT_NAME } from '@harmo/contracts/dispensing-orders';
import type { DispensingOrder } from '@harmo/contracts/dispensing-orders';

/** A comment line this often keeps proxies and the server's idle timeout from closing a stream. */
export const HEARTBEAT_MS = 20_000;
/** A stream ends after this; the client opens a new one (and access is checked anew). */
export const STREAM_LIFETIME_MS = 15 * 60 * 1000;

/** The open streams of one api instance, ended when it shuts down. */
export class OpenStreams {
  private readonly streams = new Set<() => void>();
  add(end: () => void): () => void {
    this.streams.add(end);
    return () => this.streams.delete(end);
  }
  endAll(): void {
    for (const end of [...this.streams]) end();
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
 * Turns the reply into a server-sent event stream. The reply is taken over from Fastify, so the
 * headers Fastify's hooks already set (CORS, security headers, request id) are copied over.
 */
export function openEventStream(
  reply: FastifyReply,
  open: OpenStreams,
  onEnd: () => void,
  onError: (err: unknown) => void,
): EventStream {
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
  const forget = open.add(() => end());

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
