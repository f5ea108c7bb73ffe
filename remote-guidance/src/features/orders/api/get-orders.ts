import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import {
  DISPENSING_ORDER_PATHS,
  DispensingOrdersResponse,
  type DispensingOrder,
} from '@harmo/contracts/dispensing-orders';
import { pathWith } from '@harmo/contracts/paths';
import { orderKeys } from './order-keys';

/** The patient's orders, newest first. */
export async function getOrders(
  patientId: string,
  signal?: AbortSignal,
): Promise<DispensingOrder[]> {
  const { orders } = await apiRequest(pathWith(DISPENSING_ORDER_PATHS.orders, { patientId }), {
    schema: DispensingOrdersResponse,
    signal,
  });
  return orders;
}

export function ordersQueryOptions(patientId: string) {
  return queryOptions({
    queryKey: orderKeys.list(patientId),
    queryFn: ({ signal }) => getOrders(patientId, signal),
  });
}

/** The orders of the patient the user acts for; idle until the session names one. */
export function useOrders(patientId: string | null) {
  return useQuery({ ...ordersQueryOptions(patientId ?? ''), enabled: patientId !== null });
}
