import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { DISPENSING_ORDER_PATHS, DispensingOrder } from '@harmo/contracts/dispensing-orders';
import { pathWith } from '@harmo/contracts/paths';
import { orderKeys } from './order-keys';

/** The patient withdraws a submitted order; 409 once the pharmacy has answered it. */
export function cancelOrder(dispensingOrderId: string): Promise<DispensingOrder> {
  return apiRequest(pathWith(DISPENSING_ORDER_PATHS.cancel, { dispensingOrderId }), {
    method: 'POST',
    schema: DispensingOrder,
  });
}

export function useCancelOrder(dispensingOrderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(dispensingOrderId),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.list(order.patientId) });
    },
    // Refused because the pharmacy moved it meanwhile: show where it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: orderKeys.detail(dispensingOrderId) }),
  });
}
