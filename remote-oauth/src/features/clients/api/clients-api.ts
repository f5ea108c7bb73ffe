import { z } from 'zod';
import { apiRequest } from '@harmo/shared';
import type { ClientRegistration } from '../types/client';
import {
  clientSchema,
  consentSchema,
  createdClientSchema,
  rotatedSecretSchema,
} from '../types/client';

const CLIENTS = '/ps/v1/oauth/clients';
const CONSENTS = '/ps/v1/oauth/consents';

export const clientKeys = {
  all: ['oauth', 'clients'] as const,
  consents: ['oauth', 'consents'] as const,
};

const clientPath = (clientId: string) => `${CLIENTS}/${encodeURIComponent(clientId)}`;

export const listClients = (signal?: AbortSignal) =>
  apiRequest(CLIENTS, { schema: z.object({ clients: z.array(clientSchema) }), signal }).then(
    (body) => body.clients,
  );

export const createClient = (registration: ClientRegistration) =>
  apiRequest(CLIENTS, { method: 'POST', json: registration, schema: createdClientSchema });

export const updateClient = (
  clientId: string,
  changes: Partial<Omit<ClientRegistration, 'type'>>,
) => apiRequest(clientPath(clientId), { method: 'PATCH', json: changes, schema: clientSchema });

export const rotateSecret = (clientId: string) =>
  apiRequest(`${clientPath(clientId)}/secret`, { method: 'POST', schema: rotatedSecretSchema });

export const deleteClient = (clientId: string) =>
  apiRequest(clientPath(clientId), { method: 'DELETE' });

export const listConsents = (signal?: AbortSignal) =>
  apiRequest(CONSENTS, { schema: z.object({ consents: z.array(consentSchema) }), signal }).then(
    (body) => body.consents,
  );

export const revokeConsent = (grantId: string) =>
  apiRequest(`${CONSENTS}/${encodeURIComponent(grantId)}`, { method: 'DELETE' });
