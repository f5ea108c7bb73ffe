import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import { ChargeResponse, PAYMENTS_PATHS, type ChargeBody } from '@harmo/contracts/payments';
import { paymentKeys } from './payment-keys';

/** Confirms the amount and charges the default card; the same key never charges twice. */
export function chargeOrder(
  patientId: string,
  dispensingOrderId: string,
  body: ChargeBody,
): Promise<ChargeResponse> {
  return apiRequest(pathWith(PAYMENTS_PATHS.orderCharge, { patientId, dispensingOrderId }), {
    method: 'POST',
    json: body,
    schema: ChargeResponse,
  });
}

/** Charges the order; the charge answered is the order's charge from then on. */
export function useChargeOrder(patientId: string, dispensingOrderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChargeBody) => chargeOrder(patientId, dispensingOrderId, body),
    onSuccess: (charge) =>
      queryClient.setQueryData(paymentKeys.orderCharge(patientId, dispensingOrderId), charge),
  });
}
