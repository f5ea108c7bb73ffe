import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import { CardsResponse, PAYMENTS_PATHS } from '@harmo/contracts/payments';
import { paymentKeys } from './payment-keys';

/** The patient's registered cards, default first. */
export function getCards(patientId: string, signal?: AbortSignal): Promise<CardsResponse> {
  return apiRequest(pathWith(PAYMENTS_PATHS.cards, { patientId }), {
    schema: CardsResponse,
    signal,
  });
}

export function cardsQueryOptions(patientId: string) {
  return queryOptions({
    queryKey: paymentKeys.cards(patientId),
    queryFn: ({ signal }) => getCards(patientId, signal),
  });
}

export function useCards(patientId: string) {
  return useQuery(cardsQueryOptions(patientId));
}
