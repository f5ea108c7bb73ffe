import { useQueryClient } from '@tanstack/react-query';
import { isFinalOrderStatus, type DispensingOrder } from '@harmo/contracts/dispensing-orders';
import { useOrder } from '../api/get-order';
import { orderKeys } from '../api/order-keys';
import { useLiveOrder } from './use-live-order';

/**
 * One order as it changes: followed over the live stream until it reaches a status nothing
 * follows, and asked for every few seconds while the stream is down.
 */
export function useFollowedOrder(dispensingOrderId: string) {
  const queryClient = useQueryClient();
  const known = queryClient.getQueryData<DispensingOrder>(orderKeys.detail(dispensingOrderId));
  const live = useLiveOrder(dispensingOrderId, !(known && isFinalOrderStatus(known.status)));
  const order = useOrder(dispensingOrderId, { polling: live !== 'live' });
  return { order, live };
}
