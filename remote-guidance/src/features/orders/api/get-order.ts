import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import {
  DISPENSING_ORDER_PATHS,
  DispensingOrder,
  isFinalOrderStatus,
  type DispensingOrderStatus,
} from '@harmo/contracts/dispensing-orders';
import { pathWith } from '@harmo/contracts/paths';
import { ORDER_POLL_INTERVAL_MS, orderKeys } from './order-keys';

export function getOrder(
  dispensingOrderId: string,
  signal?: AbortSignal,
): Promise<DispensingOrder> {
  return apiRequest(pathWith(DISPENSING_ORDER_PATHS.order, { dispensingOrderId }), {
    schema: DispensingOrder,
    signal,
  });
}

/** How often the order is asked for: only while the stream is down and the order can change. */
export function orderPollInterval(
  polling: boolean,
  status: DispensingOrderStatus | undefined,
): number | false {
  if (!polling || (status !== undefined && isFinalOrderStatus(status))) return false;
  return ORDER_POLL_INTERVAL_MS;
}

export function orderQueryOptions(dispensingOrderId: string) {
  return queryOptions({
    queryKey: orderKeys.detail(dispensingOrderId),
    queryFn: ({ signal }) => getOrder(dispensingOrderId, signal),
  });
}

/**
 * One order. `polling`: the live stream is down, so the query asks again every few seconds
 * until the order reaches a status nothing follows.
 */
export function useOrder(
  dispensingOrderId: string,
  { polling, enabled = true }: { polling: boolean; enabled?: boolean },
) {
  return useQuery({
    ...orderQueryOptions(dispensingOrderId),
    enabled,
    refetchInterval: (query) => orderPollInterval(polling, query.state.data?.status),
  });
}

/**
 * The status of an order the page already follows with `useOrder`: read from the order that
 * query keeps up to date. Never stale and without polling of its own, it asks for the order only
 * when the cache has none, so a part of the page that needs only the status adds no requests.
 */
export function useOrderStatus(dispensingOrderId: string) {
  return useQuery({
    ...orderQueryOptions(dispensingOrderId),
    staleTime: Infinity,
    select: (order) => order.status,
  });
}
