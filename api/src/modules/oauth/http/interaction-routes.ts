import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '../../../http/errors';
import type { InteractionServiceContext } from '../interactions/interaction-service';
import {
  approveInteraction,
  denyInteraction,
  describeInteraction,
  findInteraction,
} from '../interactions/interaction-service';
import { KNOWN_SCOPES } from '../scopes';
import type { SignedInAccounts } from './signed-in-account';

const TAGS = ['oauth consent'];

const UidParams = z.object({
  uid: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'must be an interaction uid' })
    .describe('The uid the authorization server put in the consent screen URL'),
});

const InteractionView = z.object({
  uid: z.string(),
  client: z.object({
    clientId: z.string(),
    name: z.string(),
    redirectOrigin: z.string().describe('Where the browser goes back to after the decision'),
  }),
  scopes: z.array(
    z.object({
      scope: z.enum(KNOWN_SCOPES),
      descriptionKey: z.string().describe('i18n key (namespace oauth, scopes.<key>)'),
    }),
  ),
  patients: z.array(
    z.object({
      patientId: z.string(),
      type: z.enum(['self', 'family', 'sharing', 'familySharing']),
      name: z.string(),
      kana: z.string(),
      remembered: z.boolean().describe('Already allowed these scopes for this patient'),
    }),
  ),
  expiresAt: z.string(),
});

const Decision = z.object({
  redirectTo: z
    .string()
    .describe("The authorization server's resume URL: the browser navigates there (not fetch)"),
});

const ConsentBody = z.object({
  patientId: z.uuid({ error: 'must be a patient id' }).describe('The patient the grant is for'),
});

/**
 * The JSON side of the consent screens (/oauth/auth, /oauth/choose-account, /oauth/complete):
 * read a pending authorization request, approve it for one patient, or deny it. The answer to
 * a decision is always the authorization server's own resume URL with a one-time ticket
 * (interactions/decision-ticket.ts), never a URL taken from the request.
 */
export function interactionRoutes(
  context: InteractionServiceContext & { accounts: SignedInAccounts },
): FastifyPluginAsyncZod {
  const { accounts, provider } = context;
  return async (app) => {
    app.get(
      '/oauth/interactions/:uid',
      {
        schema: {
          tags: TAGS,
          summary: 'A pending authorization request: client, scopes, patients to choose from',
          params: UidParams,
          response: {
            200: InteractionView,
            401: ErrorResponse,
            404: ErrorResponse,
            409: ErrorResponse,
          },
        },
      },
      async (request) => {
        const { accountId } = accounts.accountOf(request);
        const interaction = await findInteraction(provider, request.params.uid);
        return describeInteraction(context, interaction, accountId);
      },
    );

    app.post(
      '/oauth/interactions/:uid/consent',
      {
        schema: {
          tags: TAGS,
          summary: 'Approve the request for one patient the user may act for',
          params: UidParams,
          body: ConsentBody,
          response: {
            200: Decision,
            400: ErrorResponse,
            401: ErrorResponse,
            403: ErrorResponse,
            404: ErrorResponse,
            409: ErrorResponse,
          },
        },
      },
      async (request) => {
        const account = accounts.accountOf(request);
        const interaction = await findInteraction(provider, request.params.uid);
        const redirectTo = await approveInteraction(
          context,
          interaction,
          account,
          request.body.patientId,
        );
        return { redirectTo };
      },
    );

    app.post(
      '/oauth/interactions/:uid/deny',
      {
        schema: {
          tags: TAGS,
          summary: 'Deny the request: the client receives access_denied',
          params: UidParams,
          response: { 200: Decision, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
        },
      },
      async (request) => {
        const { accountId } = accounts.accountOf(request);
        const interaction = await findInteraction(provider, request.params.uid);
        return { redirectTo: await denyInteraction(context, interaction, accountId) };
      },
    );
  };
}
