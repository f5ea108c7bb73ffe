import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db';
import { ErrorResponse, badRequest, notFound } from '../../../http/errors';
import {
  registerClient,
  removeClient,
  rotateClientSecret,
  toClientView,
} from '../clients/client-console';
import {
  ClientIdParams,
  ClientView,
  ClientsQuery,
  ClientsResponse,
  CreateClientBody,
  CreatedClientView,
  OAUTH_PATHS,
  RotatedSecretView,
  UpdateClientBody,
} from '@harmo/contracts/oauth';
import { findOwnedClient, listOwnedClients, updateOwnedClient } from '../clients/client-store';
import { narrowConsentsToClient } from '../consents/narrow-to-client';
import type { SignedInAccounts } from '../../accounts';

const TAGS = ['oauth clients'];

const clientNotFound = () => notFound('No such client of yours', 'client_not_found');

export interface ClientRoutesContext {
  db: Database;
  accounts: SignedInAccounts;
  now: () => Date;
}

/**
 * The developer console: a signed-in user's own OAuth clients. Every route finds the client
 * through its owner (clients/client-store.ts), so nobody reaches another user's client.
 */
export function clientRoutes({ db, accounts, now }: ClientRoutesContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      OAUTH_PATHS.clients,
      {
        schema: {
          tags: TAGS,
          summary: 'Register a client (a confidential one gets its secret in this answer only)',
          body: CreateClientBody,
          response: {
            201: CreatedClientView,
            400: ErrorResponse,
            401: ErrorResponse,
            409: ErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const { accountId } = accounts.accountOf(request);
        const { client, clientSecret } = await registerClient(db, accountId, request.body, now());
        return reply
          .code(201)
          .send({ ...toClientView(client), ...(clientSecret ? { clientSecret } : {}) });
      },
    );

    app.get(
      OAUTH_PATHS.clients,
      {
        schema: {
          tags: TAGS,
          summary: 'Your clients, newest first, a page at a time (the default page holds them all)',
          querystring: ClientsQuery,
          response: { 200: ClientsResponse, 400: ErrorResponse, 401: ErrorResponse },
        },
      },
      async (request) => {
        const { accountId } = accounts.accountOf(request);
        const { limit, offset } = request.query;
        const page = await listOwnedClients(db, accountId, { limit, offset });
        return {
          clients: page.clients.map(toClientView),
          ...(page.more ? { nextOffset: offset + limit } : {}),
        };
      },
    );

    app.get(
      OAUTH_PATHS.client,
      {
        schema: {
          tags: TAGS,
          summary: 'One of your clients',
          params: ClientIdParams,
          response: { 200: ClientView, 401: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request) => {
        const { accountId } = accounts.accountOf(request);
        const client = await findOwnedClient(db, accountId, request.params.clientId);
        if (!client) throw clientNotFound();
        return toClientView(client);
      },
    );

    app.patch(
      OAUTH_PATHS.client,
      {
        schema: {
          tags: TAGS,
          summary: 'Change the name, redirect URIs or allowed scopes of your client',
          params: ClientIdParams,
          body: UpdateClientBody,
          response: { 200: ClientView, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request) => {
        const { accountId } = accounts.accountOf(request);
        const current = await findOwnedClient(db, accountId, request.params.clientId);
        if (!current) throw clientNotFound();
        const at = now();
        const updated = await db.transaction(async (tx) => {
          const changed = await updateOwnedClient(
            tx,
            accountId,
            current.clientId,
            {
              name: request.body.name ?? current.name,
              redirectUris: request.body.redirectUris ?? current.redirectUris,
              allowedScopes: request.body.allowedScopes ?? current.allowedScopes,
            },
            at,
          );
          if (changed)
            await narrowConsentsToClient(tx, changed.clientId, changed.allowedScopes, at);
          return changed;
        });
        if (!updated) throw clientNotFound();
        return toClientView(updated);
      },
    );

    app.post(
      OAUTH_PATHS.clientSecret,
      {
        schema: {
          tags: TAGS,
          summary: 'Rotate the secret of your confidential client (the new one is shown once)',
          params: ClientIdParams,
          response: {
            200: RotatedSecretView,
            400: ErrorResponse,
            401: ErrorResponse,
            404: ErrorResponse,
          },
        },
      },
      async (request) => {
        const { accountId } = accounts.accountOf(request);
        const current = await findOwnedClient(db, accountId, request.params.clientId);
        if (!current) throw clientNotFound();
        if (current.type !== 'confidential') {
          throw badRequest('A public client has no secret', 'client_is_public');
        }
        const rotated = await rotateClientSecret(db, accountId, current.clientId, now());
        if (!rotated) throw clientNotFound();
        return { clientId: rotated.client.clientId, clientSecret: rotated.clientSecret };
      },
    );

    app.delete(
      OAUTH_PATHS.client,
      {
        schema: {
          tags: TAGS,
          summary: 'Delete your client and revoke every grant and token it holds',
          params: ClientIdParams,
          response: { 204: z.null(), 401: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const { accountId } = accounts.accountOf(request);
        if (!(await removeClient(db, accountId, request.params.clientId))) throw clientNotFound();
        return reply.code(204).send(null);
      },
    );
  };
}
