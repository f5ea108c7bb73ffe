import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import {
  DISPENSING_ORDER_PATHS,
  DispensingOrder,
  isFinalOrderStatus,
} from '@harmo/contracts/dispensing-orders';
import { pathWith } from '@harmo/contracts/oauth';
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
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (!polling || (status !== undefined && isFinalOrderStatus(status))) return false;
      return ORDER_POLL_INTERVAL_MS;
    },
  });
}
