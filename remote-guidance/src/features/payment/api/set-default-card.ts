import { apiRequest } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import { CardsResponse, PAYMENTS_PATHS } from '@harmo/contracts/payments';
import { useCardsChange } from './use-cards-change';

/** Makes a card the one that is charged; answers with the cards as they now are. */
export function setDefaultCard(patientId: string, cardId: string): Promise<CardsResponse> {
  return apiRequest(pathWith(PAYMENTS_PATHS.defaultCard, { patientId, cardId }), {
    method: 'PUT',
    schema: CardsResponse,
  });
}

export const useSetDefaultCard = (patientId: string) => useCardsChange(patientId, setDefaultCard);
