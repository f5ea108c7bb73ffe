import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '../api/order-keys';
import { streamOrder } from '../api/stream-order';

/** How the page follows the order: over the live stream, or by asking again while it is down. */
export type LiveState = 'connecting' | 'live' | 'dropped';

/** Pause before the next stream once the api ended one in order. */
const STREAM_REOPEN_DELAY_MS = 1_000;

/** Waits before opening the stream again after it broke: 2 s, 4 s, 8 s … at most 30 s. */
export function reconnectDelayMs(failures: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(1, failures));
}

/**
 * Keeps the order's query up to date from the api's event stream while `enabled` (the order
 * can still change). When the stream breaks it is opened again after a pause; meanwhile the
 * state is `dropped` and the order's query polls instead.
 */
export function useLiveOrder(dispensingOrderId: string, enabled: boolean): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const connect = () => {
      streamOrder(
        dispensingOrderId,
        {
          onOpen: () => {
            failures = 0;
            setState('live');
          },
          onOrder: (order) => queryClient.setQueryData(orderKeys.detail(order.id), order),
        },
        controller.signal,
      ).then(
        // The api ends a stream after a while: open the next one after a breath.
        () => {
          if (!controller.signal.aborted) timer = setTimeout(connect, STREAM_REOPEN_DELAY_MS);
        },
        () => {
          if (controller.signal.aborted) return;
          failures += 1;
          setState('dropped');
          timer = setTimeout(connect, reconnectDelayMs(failures));
        },
      );
    };
    connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [dispensingOrderId, enabled, queryClient]);

  return enabled ? state : 'dropped';
}
