import { getIdToken, getRuntimeConfig } from '@harmo/shared';
import {
  DISPENSING_ORDER_PATHS,
  DispensingOrder,
  ORDER_EVENT_NAME,
} from '@harmo/contracts/dispensing-orders';
import { pathWith } from '@harmo/contracts/paths';
import { createEventStreamParser } from '../utils/event-stream';

/**
 * Follows one order's server-sent events: `onOpen` once the api has accepted the stream, then
 * `onOrder` with the whole order at once and after every change. Read with fetch rather than
 * EventSource, so the stream carries the bearer token like every other call. Resolves when the
 * api ends the stream; rejects when it cannot be opened or breaks.
 */
export async function streamOrder(
  dispensingOrderId: string,
  handlers: { onOpen: () => void; onOrder: (order: DispensingOrder) => void },
  signal: AbortSignal,
): Promise<void> {
  const url = new URL(
    pathWith(DISPENSING_ORDER_PATHS.orderEvents, { dispensingOrderId }),
    getRuntimeConfig().apiBaseUrl,
  );
  const token = await getIdToken();
  const response = await fetch(url, {
    headers: {
      Accept: 'text/event-stream',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    credentials: 'include',
    cache: 'no-store',
    signal,
  });
  if (!response.ok || !response.body) {
    throw new Error(`The order's event stream answered ${response.status}`);
  }
  handlers.onOpen();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parse = createEventStreamParser();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    for (const event of parse(value)) {
      if (event.event !== ORDER_EVENT_NAME) continue;
      let json: unknown;
      try {
        json = JSON.parse(event.data);
      } catch {
        continue;
      }
      const order = DispensingOrder.safeParse(json);
      if (order.success) handlers.onOrder(order.data);
    }
  }
}
