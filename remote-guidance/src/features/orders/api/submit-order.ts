import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import {
  DISPENSING_ORDER_PATHS,
  DispensingOrder,
  IDEMPOTENCY_KEY_HEADER,
  type NewDispensingOrderBody,
} from '@harmo/contracts/dispensing-orders';
import { pathWith } from '@harmo/contracts/paths';
import { orderKeys } from './order-keys';

export interface OrderSubmission {
  patientId: string;
  /** The draft's key: every retry of one draft sends the same, so the api makes one order. */
  idempotencyKey: string;
  body: NewDispensingOrderBody;
}

/** Sends an order; a retry of the same draft is answered with the order the first one made. */
export function submitOrder({
  patientId,
  idempotencyKey,
  body,
}: OrderSubmission): Promise<DispensingOrder> {
  return apiRequest(pathWith(DISPENSING_ORDER_PATHS.orders, { patientId }), {
    method: 'POST',
    json: body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: DispensingOrder,
  });
}

export function useSubmitOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.list(order.patientId) });
    },
  });
}
