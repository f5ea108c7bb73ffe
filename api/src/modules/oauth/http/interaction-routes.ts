import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '../../../http/errors';
import type { InteractionServiceContext } from '../interactions/interaction-service';
import {
  approveInteraction,
  denyInteraction,
  describeInteraction,
  findInteraction,
} from '../interactions/interaction-service';
import {
  ConsentDecisionBody,
  DecisionResponse,
  InteractionView,
  OAUTH_PATHS,
  UidParams,
} from '@harmo/contracts/oauth';
import type { SignedInAccounts } from '../../accounts';

const TAGS = ['oauth consent'];

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
      OAUTH_PATHS.interaction,
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
      OAUTH_PATHS.interactionConsent,
      {
        schema: {
          tags: TAGS,
          summary: 'Approve the request for one patient the user may act for',
          params: UidParams,
          body: ConsentDecisionBody,
          response: {
            200: DecisionResponse,
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
      OAUTH_PATHS.interactionDeny,
      {
        schema: {
          tags: TAGS,
          summary: 'Deny the request: the client receives access_denied',
          params: UidParams,
          response: {
            200: DecisionResponse,
            401: ErrorResponse,
            404: ErrorResponse,
            409: ErrorResponse,
          },
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
