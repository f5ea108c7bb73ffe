import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardsResponse } from '@harmo/contracts/payments';
import { paymentKeys } from './payment-keys';

/**
 * A change of the patient's cards answers with the cards as they now are: they replace the list
 * shown. A failure may mean the list shown is out of date, so it is asked for again.
 */
export function useCardsChange(
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
