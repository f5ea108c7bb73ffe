import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import { CardsResponse, PAYMENTS_PATHS } from '@harmo/contracts/payments';
import { paymentKeys } from './payment-keys';

/** Makes a card the one that is charged; answers with the cards as they now are. */
export function setDefaultCard(patientId: string, cardId: string): Promise<CardsResponse> {
  return apiRequest(pathWith(PAYMENTS_PATHS.defaultCard, { patientId, cardId }), {
    method: 'PUT',
    schema: CardsResponse,
  });
}

/** Removes a card here and at the gateway; answers with the remaining cards. */
export function removeCard(patientId: string, cardId: string): Promise<CardsResponse> {
  return apiRequest(pathWith(PAYMENTS_PATHS.card, { patientId, cardId }), {
    method: 'DELETE',
    schema: CardsResponse,
  });
}

function useCardsChange(
  patientId: string,
  change: (patientId: string, cardId: string) => Promise<CardsResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => change(patientId, cardId),
    onSuccess: (cards) => queryClient.setQueryData(paymentKeys.cards(patientId), cards),
    onError: () => queryClient.invalidateQueries({ queryKey: paymentKeys.cards(patientId) }),
  });
}

export const useSetDefaultCard = (patientId: string) => useCardsChange(patientId, setDefaultCard);
export const useRemoveCard = (patientId: string) => useCardsChange(patientId, removeCard);
