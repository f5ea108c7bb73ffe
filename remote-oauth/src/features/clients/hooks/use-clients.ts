import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { retryUnlessRefused } from '../../ui';
import {
  clientKeys,
  createClient,
  deleteClient,
  listClients,
  listConsents,
  revokeConsent,
  rotateSecret,
  updateClient,
} from '../api/clients-api';
import type { ClientRegistration } from '../types/client';

/** The signed-in user's clients. */
export function useClients() {
  return useQuery({
    queryKey: clientKeys.all,
    queryFn: ({ signal }) => listClients(signal),
    retry: retryUnlessRefused,
  });
}

/** The consents the user gave (remembered grants). */
export function useConsents() {
  return useQuery({
    queryKey: clientKeys.consents,
    queryFn: ({ signal }) => listConsents(signal),
    retry: retryUnlessRefused,
  });
}

/** Mutations that change the clients list; each refreshes the lists it affects. */
export function useClientMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      queryClient.invalidateQueries({ queryKey: clientKeys.consents }),
    ]);
  return {
    create: useMutation({
      mutationFn: (registration: ClientRegistration) => createClient(registration),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({
        clientId,
        changes,
      }: {
        clientId: string;
        changes: Partial<Omit<ClientRegistration, 'type'>>;
      }) => updateClient(clientId, changes),
      onSuccess: refresh,
    }),
    rotate: useMutation({ mutationFn: (clientId: string) => rotateSecret(clientId) }),
    remove: useMutation({
      mutationFn: (clientId: string) => deleteClient(clientId),
      onSuccess: refresh,
    }),
    revoke: useMutation({
      mutationFn: (grantId: string) => revokeConsent(grantId),
      onSuccess: refresh,
    }),
  };
}
