import { apiRequest } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import { CardsResponse, PAYMENTS_PATHS } from '@harmo/contracts/payments';
import { useCardsChange } from './use-cards-change';

/** Removes a card here and at the gateway; answers with the remaining cards. */
export function removeCard(patientId: string, cardId: string): Promise<CardsResponse> {
  return apiRequest(pathWith(PAYMENTS_PATHS.card, { patientId, cardId }), {
    method: 'DELETE',
    schema: CardsResponse,
  });
}

export const useRemoveCard = (patientId: string) => useCardsChange(patientId, removeCard);
