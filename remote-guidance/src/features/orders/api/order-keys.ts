/**
 * Query keys of the dispensing-order queries, from the general to the particular, so that a
 * family of queries can be refetched or dropped together.
 */
export const orderKeys = {
  all: ['dispensing-orders'] as const,
  list: (patientId: string) => ['dispensing-orders', 'list', patientId] as const,
  detail: (dispensingOrderId: string) =>
    ['dispensing-orders', 'detail', dispensingOrderId] as const,
};

/**
 * While an order's live stream is down, its page asks for the order this often instead, so a
 * pharmacy's answer still shows within seconds.
 */
export const ORDER_POLL_INTERVAL_MS = 5_000;
