import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { CheckupsResponse } from '@harmo/contracts/checkups';
import { PartnerMedicationsResponse } from '@harmo/contracts/medications';
import { PartnerProfile } from '@harmo/contracts/oauth';
import type { PatientScope } from '@harmo/contracts/oauth';
import {
  PROJECT_PARTNER_PATHS,
  ParticipantParams,
  ProjectParticipantsResponse,
} from '@harmo/contracts/projects';
import type { Database } from '../../../db';
import { ErrorResponse, HttpError, notFound } from '../../../http/errors';
import {
  PartnerTokenError,
  checkupsOf,
  medicationsOf,
  profileOf,
  wwwAuthenticate,
} from '../../oauth';
import type { VerifiedProjectToken } from '../partner-access';
import { participantOf, verifyProjectAccessToken } from '../partner-access';
import { listCurrentParticipants } from '../store/participations';

const TAGS = ['partner'];

const refusals = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/**
 * The project partner API: a project's client (client-credentials token) reads its consenting,
 * current participants, each kind of data behind its own scope, which the token, the project
 * and the participant's consent must all allow. A patient who left, never joined or did not
 * allow the scope is 404, like one that does not exist.
 */
export function projectPartnerRoutes({
  db,
  now,
}: {
  db: Database;
  now: () => Date;
}): FastifyPluginAsyncZod {
  async function authorize(
    authorization: string | undefined,
    reply: FastifyReply,
    scope: PatientScope | null,
  ): Promise<VerifiedProjectToken> {
    try {
      return await verifyProjectAccessToken(db, authorization, scope, now());
    } catch (error) {
      if (!(error instanceof PartnerTokenError)) throw error;
      void reply.header('www-authenticate', wwwAuthenticate(error));
      throw new HttpError(error.status, error.error ?? 'unauthorized', error.message);
    }
  }

  async function participant(
    authorization: string | undefined,
    reply: FastifyReply,
    patientId: string,
    scope: PatientScope,
  ) {
    const { project } = await authorize(authorization, reply, scope);
    const found = await participantOf(db, project, patientId, scope);
    if (!found) {
      throw notFound(
        'No current participant of this project allowed this scope under this id',
        'participant_not_found',
      );
    }
    return found;
  }

  return async (app) => {
    app.get(
      PROJECT_PARTNER_PATHS.participants,
      {
        schema: {
          tags: TAGS,
          summary: "The project's consenting, current participants (a project client's token)",
          response: { 200: ProjectParticipantsResponse, ...refusals },
        },
      },
      async (request, reply) => {
        const { project } = await authorize(request.headers.authorization, reply, null);
        const participants = [];
        for (const participation of await listCurrentParticipants(db, project.projectId)) {
          const found = await participantOf(db, project, participation.patientId, null);
          if (found) {
            participants.push({
              patientId: found.patientId,
              scopes: found.scopes.filter((scope) => project.scopes.includes(scope)),
              joinedAt: found.joinedAt.toISOString(),
            });
          }
        }
        return { projectId: project.projectId, participants };
      },
    );

    const params = ParticipantParams;

    app.get(
      PROJECT_PARTNER_PATHS.profile,
      {
        schema: {
          tags: TAGS,
          summary: "A participant's profile (scope patient.profile)",
          params,
          response: { 200: PartnerProfile, ...refusals },
        },
      },
      async (request, reply) =>
        profileOf(
          await participant(
            request.headers.authorization,
            reply,
            request.params.patientId,
            'patient.profile',
          ),
        ),
    );

    app.get(
      PROJECT_PARTNER_PATHS.medications,
      {
        schema: {
          tags: TAGS,
          summary: "A participant's medication records (scope patient.medications)",
          params,
          response: { 200: PartnerMedicationsResponse, ...refusals },
        },
      },
      async (request, reply) =>
        medicationsOf(
          db,
          await participant(
            request.headers.authorization,
            reply,
            request.params.patientId,
            'patient.medications',
          ),
        ),
    );

    app.get(
      PROJECT_PARTNER_PATHS.checkups,
      {
        schema: {
          tags: TAGS,
          summary: "A participant's check-up results (scope patient.checkups)",
          params,
          response: { 200: CheckupsResponse, ...refusals },
        },
      },
      async (request, reply) =>
        checkupsOf(
          db,
          await participant(
            request.headers.authorization,
            reply,
            request.params.patientId,
            'patient.checkups',
          ),
        ),
    );
  };
}
