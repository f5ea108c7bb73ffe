import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import type Provider from 'oidc-provider';
import type { Database } from '../../../db';
import { ErrorResponse, HttpError } from '../../../http/errors';
import {
  PartnerTokenError,
  verifyPartnerAccessToken,
  wwwAuthenticate,
} from '../partner/access-token-verifier';
import type { VerifiedPartnerToken } from '../partner/access-token-verifier';
import { checkupsOf, medicationsOf, profileOf } from '../partner/patient-data';
import type { PatientScope } from '@harmo/contracts/oauth';
import { PARTNER_PATHS, PartnerProfile } from '@harmo/contracts/oauth';
import { CheckupsResponse } from '@harmo/contracts/checkups';
import { PartnerMedicationsResponse } from '@harmo/contracts/medications';

const TAGS = ['partner'];

const refusals = { 401: ErrorResponse, 403: ErrorResponse };

/**
 * The partner resource API: the data of the ONE patient an access token is bound to, each kind
 * behind its own scope. 401 invalid_token / 403 insufficient_scope with WWW-Authenticate.
 */
export function partnerRoutes({
  db,
  provider,
}: {
  db: Database;
  provider: Provider;
}): FastifyPluginAsyncZod {
  async function authorize(
    authorization: string | undefined,
    reply: FastifyReply,
    scope: PatientScope,
  ): Promise<VerifiedPartnerToken> {
    try {
      return await verifyPartnerAccessToken(db, provider, authorization, scope);
    } catch (error) {
      if (!(error instanceof PartnerTokenError)) throw error;
      void reply.header('www-authenticate', wwwAuthenticate(error));
      throw new HttpError(error.status, error.error ?? 'unauthorized', error.message);
    }
  }

  return async (app) => {
    app.get(
      PARTNER_PATHS.profile,
      {
        schema: {
          tags: TAGS,
          summary: "The granted patient's profile (scope patient.profile)",
          response: { 200: PartnerProfile, ...refusals },
        },
      },
      async (request, reply) =>
        profileOf(await authorize(request.headers.authorization, reply, 'patient.profile')),
    );

    app.get(
      PARTNER_PATHS.medications,
      {
        schema: {
          tags: TAGS,
          summary: "The granted patient's medication records (scope patient.medications)",
          response: { 200: PartnerMedicationsResponse, ...refusals },
        },
      },
      async (request, reply) =>
        medicationsOf(
          db,
          await authorize(request.headers.authorization, reply, 'patient.medications'),
        ),
    );

    app.get(
      PARTNER_PATHS.checkups,
      {
        schema: {
          tags: TAGS,
          summary: "The granted patient's check-up results (scope patient.checkups)",
          response: { 200: CheckupsResponse, ...refusals },
        },
      },
      async (request, reply) =>
        checkupsOf(db, await authorize(request.headers.authorization, reply, 'patient.checkups')),
    );
  };
}
