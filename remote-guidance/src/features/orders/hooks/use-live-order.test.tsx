import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { DispensingOrder } from '@harmo/contracts/dispensing-orders';
import { orderPollInterval } from '../api/get-order';
import { ORDER_POLL_INTERVAL_MS, orderKeys } from '../api/order-keys';
import { streamOrder } from '../api/stream-order';
import { reconnectDelayMs, useLiveOrder } from './use-live-order';

jest.mock('../api/stream-order', () => ({ streamOrder: jest.fn() }));
const stream = jest.mocked(streamOrder);

type Handlers = Parameters<typeof streamOrder>[1];

/** A stream the test opens, feeds and breaks by hand. */
function controllableStream() {
  const calls: { handlers: Handlers; fail: () => void; end: () => void }[] = [];
  stream.mockImplementation(
    (_id, handlers) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ handlers, fail: () => reject(new Error('dropped')), end: resolve });
      }),
  );
  return calls;
}

function setup(enabled = true) {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useLiveOrder('order-1', enabled), { wrapper });
  return { queryClient, hook };
}

const order = { id: 'order-1', status: 'accepted' } as DispensingOrder;

describe('useLiveOrder', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    stream.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('is live once the stream opens and writes each order it receives into the query', async () => {
    const calls = controllableStream();
    const { queryClient, hook } = setup();
    expect(hook.result.current).toBe('connecting');
    await act(async () => calls[0]!.handlers.onOpen());
    expect(hook.result.current).toBe('live');
    await act(async () => calls[0]!.handlers.onOrder(order));
    expect(queryClient.getQueryData(orderKeys.detail('order-1'))).toEqual(order);
  });

  it('falls back to polling when the stream drops, and goes live again when it reopens', async () => {
    const calls = controllableStream();
    const { hook } = setup();
    await act(async () => calls[0]!.handlers.onOpen());
    await act(async () => calls[0]!.fail());
    expect(hook.result.current).toBe('dropped');
    expect(orderPollInterval(hook.result.current !== 'live', 'accepted')).toBe(
      ORDER_POLL_INTERVAL_MS,
    );

    expect(calls).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(reconnectDelayMs(1)));
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]!.handlers.onOpen());
    expect(hook.result.current).toBe('live');
    expect(orderPollInterval(hook.result.current !== 'live', 'accepted')).toBe(false);
  });

  it('opens no stream for an order that can no longer change', () => {
    controllableStream();
    const { hook } = setup(false);
    expect(stream).not.toHaveBeenCalled();
    expect(hook.result.current).toBe('dropped');
  });
});

describe('orderPollInterval and reconnectDelayMs', () => {
  it('polls only while the stream is down and the order can still change', () => {
    expect(orderPollInterval(true, 'submitted')).toBe(ORDER_POLL_INTERVAL_MS);
    expect(orderPollInterval(true, undefined)).toBe(ORDER_POLL_INTERVAL_MS);
    expect(orderPollInterval(false, 'submitted')).toBe(false);
    expect(orderPollInterval(true, 'completed')).toBe(false);
    expect(orderPollInterval(true, 'cancelled')).toBe(false);
  });

  it('waits longer after each failure, never more than 30 seconds', () => {
    expect([1, 2, 3, 4, 5, 6].map(reconnectDelayMs)).toEqual([
      2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });
});
