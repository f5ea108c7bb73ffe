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

export interface SubmitOrderOptions {
  /**
   * What must follow once the order exists (its draft discarded). It runs with the mutation,
   * also when the screen that sent the order has gone meanwhile, which the callbacks given to
   * one `mutate` call do not: keep those for what only a screen still shown does.
   */
  onSent?: (order: DispensingOrder, submission: OrderSubmission) => void;
}

export function useSubmitOrder({ onSent }: SubmitOrderOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitOrder,
    onSuccess: (order, submission) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      onSent?.(order, submission);
      return queryClient.invalidateQueries({ queryKey: orderKeys.list(order.patientId) });
    },
  });
}
