import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import { ChargeResponse, PAYMENTS_PATHS } from '@harmo/contracts/payments';
import { paymentKeys } from './payment-keys';

/** The order's charge once paid; null while it is not. */
export async function getOrderCharge(
  patientId: string,
  dispensingOrderId: string,
  signal?: AbortSignal,
): Promise<ChargeResponse | null> {
  try {
    return await apiRequest(
      pathWith(PAYMENTS_PATHS.orderCharge, { patientId, dispensingOrderId }),
      {
        schema: ChargeResponse,
        signal,
      },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && error.code === 'not_paid') return null;
    throw error;
  }
}

export function orderChargeQueryOptions(patientId: string, dispensingOrderId: string) {
  return queryOptions({
    queryKey: paymentKeys.orderCharge(patientId, dispensingOrderId),
    queryFn: ({ signal }) => getOrderCharge(patientId, dispensingOrderId, signal),
  });
}

export function useOrderCharge(patientId: string, dispensingOrderId: string, enabled: boolean) {
  return useQuery({ ...orderChargeQueryOptions(patientId, dispensingOrderId), enabled });
}
