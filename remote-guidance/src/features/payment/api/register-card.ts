import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import { PAYMENTS_PATHS, SavedCard } from '@harmo/contracts/payments';
import { paymentKeys } from './payment-keys';

/** Hands the api a token whose 3-D Secure challenge ended; the api keeps the card. */
export function registerCard(patientId: string, token: string): Promise<SavedCard> {
  return apiRequest(pathWith(PAYMENTS_PATHS.cards, { patientId }), {
    method: 'POST',
    json: { token },
    schema: SavedCard,
  });
}

export function useRegisterCard(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => registerCard(patientId, token),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.cards(patientId) }),
  });
}
