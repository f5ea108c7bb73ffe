import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPatients } from '@harmo/shared';
import { sharingKeys } from './sharing-keys';

/**
 * A change of sharing changes the invitations listed here and the notebooks the switcher
 * offers: both are loaded again. One rule for every change of sharing (invite, accept, end).
 */
export function useSharingChange<T>(mutationFn: (value: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharingKeys.invitations }),
        refreshPatients(),
      ]),
  });
}
