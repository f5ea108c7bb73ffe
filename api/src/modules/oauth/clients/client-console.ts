import type { Database, Queryable } from '../../../db';
import { deleteClientState } from '../storage/provider-state-adapter';
import { conflict } from '../../../http/errors';
import { OAUTH_CLIENTS_PER_ACCOUNT } from '@harmo/contracts/oauth';
import type { ClientRegistration, ClientView } from '@harmo/contracts/oauth';
import { hashClientSecret, newClientId, newClientSecret } from './client-secrets';
import type { StoredClient } from './client-store';
import {
  countOwnedClients,
  deleteOwnedClient,
  findOwnedClient,
  insertClient,
  replaceSecretHash,
} from './client-store';

export const toClientView = (client: StoredClient): ClientView => ({
  clientId: client.clientId,
  name: client.name,
  type: client.type,
  redirectUris: client.redirectUris,
  allowedScopes: client.allowedScopes,
  createdAt: client.createdAt.toISOString(),
  updatedAt: client.updatedAt.toISOString(),
});

/** Registers a client for its owner; a confidential one gets a secret, returned this once. */
export async function registerClient(
  db: Database,
  ownerAccountId: string,
  registration: ClientRegistration,
  now: Date,
): Promise<{ client: StoredClient; clientSecret?: string }> {
  return db.transaction((tx) => registerClientIn(tx, ownerAccountId, registration, now));
}

/**
 * registerClient inside the caller's transaction, for a client made with something else (a
 * project's client): when that something cannot be stored, the rollback takes the client too, so
 * none is left behind in the console.
 */
export async function registerClientIn(
  tx: Queryable,
  ownerAccountId: string,
  registration: ClientRegistration,
  now: Date,
): Promise<{ client: StoredClient; clientSecret?: string }> {
  const clientSecret = registration.type === 'confidential' ? newClientSecret() : undefined;
  // Serialises registrations of one owner, so the quota holds under concurrent requests.
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`oauth-clients:${ownerAccountId}`]);
  if ((await countOwnedClients(tx, ownerAccountId)) >= OAUTH_CLIENTS_PER_ACCOUNT) {
    throw conflict(
      `At most ${OAUTH_CLIENTS_PER_ACCOUNT} clients per account; delete one you no longer use`,
      'client_quota_reached',
    );
  }
  const client = await insertClient(tx, {
    ...registration,
    clientId: newClientId(),
    ownerAccountId,
    secretHash: clientSecret ? hashClientSecret(clientSecret) : null,
    now,
  });
  return clientSecret ? { client, clientSecret } : { client };
}

/**
 * A new secret for a confidential client (returned this once); null when there is no such client.
 * Takes a transaction too, for a rotation that goes with another change.
 */
export async function rotateClientSecret(
  db: Queryable,
  ownerAccountId: string,
  clientId: string,
  now: Date,
): Promise<{ client: StoredClient; clientSecret: string } | null> {
  const clientSecret = newClientSecret();
  const client = await replaceSecretHash(
    db,
    ownerAccountId,
    clientId,
    hashClientSecret(clientSecret),
    now,
  );
  return client ? { client, clientSecret } : null;
}

/**
 * Deletes a client and, in the same transaction, everything issued to it: grants, codes,
 * access and refresh tokens, client-credentials tokens, pending interactions, and the consents
 * users gave it. Its tokens stop working at once.
 */
export async function removeClient(
  db: Database,
  ownerAccountId: string,
  clientId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const client = await findOwnedClient(tx, ownerAccountId, clientId);
    if (!client) return false;
    await deleteClientState(tx, clientId);
    return deleteOwnedClient(tx, ownerAccountId, clientId);
  });
}
