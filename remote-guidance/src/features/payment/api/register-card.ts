import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, mayPassOnRetry } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import { PAYMENTS_PATHS, SavedCard } from '@harmo/contracts/payments';
import { clearPendingRegistration } from '../utils/pending-registration';
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
    // The registration waiting in this tab goes once its card is saved or its token refused, also
    // when the screen was left meanwhile. After a failure that may pass later it stays, so the
    // card can be saved again without a new 3-D Secure check: the api was not reached, or failed
    // on its side or the gateway's. Any other answer refused the token or the card, and a try
    // with the same token cannot do better.
    onSuccess: (_card, token) => clearPendingRegistration(token),
    onError: (error, token) => {
      if (!mayPassOnRetry(error)) clearPendingRegistration(token);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.cards(patientId) }),
  });
}
