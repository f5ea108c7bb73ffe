import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { DISPENSING_ORDER_PATHS, PharmacyReception } from '@harmo/contracts/dispensing-orders';
import { pathWith } from '@harmo/contracts/paths';

export type { PharmacyReception, GuidanceSlot } from '@harmo/contracts/dispensing-orders';

export const receptionKeys = {
  all: ['pharmacy-reception'] as const,
  detail: (facilityId: string) => ['pharmacy-reception', facilityId] as const,
};

/** Free guidance slots are taken by others: a minute-old list is old enough. */
const RECEPTION_STALE_TIME_MS = 60_000;

/** What a pharmacy takes: its opening hours (pick-up) and its free guidance slots (delivery). */
export function getReception(facilityId: string, signal?: AbortSignal): Promise<PharmacyReception> {
  return apiRequest(pathWith(DISPENSING_ORDER_PATHS.reception, { facilityId }), {
    schema: PharmacyReception,
    signal,
  });
}

export function receptionQueryOptions(facilityId: string) {
  return queryOptions({
    queryKey: receptionKeys.detail(facilityId),
    queryFn: ({ signal }) => getReception(facilityId, signal),
    staleTime: RECEPTION_STALE_TIME_MS,
  });
}

/** The reception of the draft's pharmacy; idle until one is chosen. */
export function useReception(facilityId: string | null) {
  return useQuery({ ...receptionQueryOptions(facilityId ?? ''), enabled: facilityId !== null });
}
