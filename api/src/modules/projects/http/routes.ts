import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PatientScope } from '@harmo/contracts/oauth';
import {
  CreateProjectBody,
  CreatedProjectResponse,
  JoinCodeParams,
  JoinProjectBody,
  OwnedProjectsResponse,
  PROJECTS_PATHS,
  ParticipationParams,
  ParticipationResponse,
  PatientProjectsResponse,
  ProjectParams,
  ProjectQuery,
  ProjectView,
} from '@harmo/contracts/projects';
import { IDEMPOTENCY_KEY_HEADER } from '@harmo/contracts/idempotency';
import { PatientParams } from '@harmo/contracts/medications';
import { ErrorResponse, conflict, notFound } from '../../../http/errors';
import { OptionalIdempotencyKeyHeaders } from '../../../http/idempotency';
import type { SignedInRoutesContext } from '../../accounts';
import { listPatients } from '../../accounts';
import { createProject, hasEnded, projectView } from '../project-service';
import {
  anyCurrentParticipant,
  joinProject,
  leaveProject,
  listPatientProjects,
  participationView,
} from '../store/participations';
import type { StoredProject } from '../store/projects';
import { findProject, findProjectByJoinCode, listOwnedProjects } from '../store/projects';

const TAGS = ['projects'];

const projectNotFound = () => notFound('There is no such project', 'project_not_found');

/**
 * Security: the scopes a person consented to are exactly the project's, as sets. Counting them
 * would let a repeated scope stand in for one never shown (the body's schema refuses repeats too).
 */
const sameScopes = (shown: readonly PatientScope[], project: readonly PatientScope[]) => {
  const consented = new Set(shown);
  return consented.size === new Set(project).size && project.every((s) => consented.has(s));
};

/**
 * Projects and participation. Security: a project is shown to its owner, to whoever holds its
 * join code (the QR code), and to a user who acts for one of its current participants; to
 * anyone else it does not exist (404). Joining and leaving need the signed-in user to act for
 * the patient, and joining needs the join code too.
 */
export function projectRoutes({ db, accounts, now }: SignedInRoutesContext): FastifyPluginAsyncZod {
  /** Whether the caller may see the project without its join code. */
  async function knowsProject(project: StoredProject, accountId: string): Promise<boolean> {
    if (project.ownerAccountId === accountId) return true;
    return anyCurrentParticipant(
      db,
      project.projectId,
      Object.keys(await listPatients(db, accountId)),
    );
  }

  return async (app) => {
    // Created once per idempotency key: a creation whose answer was lost on a phone's network,
    // or a double tap, is sent again, and it must not leave the partner with two projects, one
    // of them with a client secret nobody knows. The key is per owner and stays with the project
    // when its client is deleted: a late retry then answers 404 project_not_found, because giving
    // the project a client again would undo the deletion.
    app.post(
      PROJECTS_PATHS.projects,
      {
        schema: {
          tags: TAGS,
          summary:
            'Create a project with its confidential client (the secret is shown once; ' +
            'idempotent by the Idempotency-Key header)',
          description:
            '201 with the new project and its client secret. With an Idempotency-Key header ' +
            'the project is created once per key and account: 200 with the project an earlier ' +
            'request with the same key and body created and a new client secret (the secret ' +
            'is stored only hashed, so the one the lost answer carried is replaced and stops ' +
            'working), also when the account has reached its project quota since; 409 ' +
            'idempotency_key_reused for the same key with another body; 404 project_not_found ' +
            'when that project or its client has been deleted since (a late retry never ' +
            'creates it again). Without the header every request creates anew. 409 ' +
            'project_quota_reached for a new project beyond the quota; 400 end_date_passed.',
          headers: OptionalIdempotencyKeyHeaders,
          body: CreateProjectBody,
          response: {
            200: CreatedProjectResponse,
            201: CreatedProjectResponse,
            400: ErrorResponse,
            404: ErrorResponse,
            409: ErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const { accountId } = accounts.accountOf(request);
        const { project, clientSecret, created } = await createProject(
          { db, now: now() },
          {
            ownerAccountId: accountId,
            idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
            body: request.body,
          },
        );
        return reply.code(created ? 201 : 200).send({
          project: projectView(project, accountId),
          client: { clientId: project.clientId!, clientSecret },
        });
      },
    );

    app.get(
      PROJECTS_PATHS.projects,
      {
        schema: {
          tags: TAGS,
          summary: 'The projects the signed-in account owns, newest first',
          response: { 200: OwnedProjectsResponse },
        },
      },
      async (request) => {
        const { accountId } = accounts.accountOf(request);
        const projects = await listOwnedProjects(db, accountId);
        return { projects: projects.map((project) => projectView(project, accountId)) };
      },
    );

    app.get(
      PROJECTS_PATHS.byJoinCode,
      {
        schema: {
          tags: TAGS,
          summary: 'The project of a join code (typed from a printout or read from its QR code)',
          params: JoinCodeParams,
          response: { 200: ProjectView, 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request) => {
        const { accountId } = accounts.accountOf(request);
        const project = await findProjectByJoinCode(db, request.params.joinCode);
        if (!project) throw projectNotFound();
        return projectView(project, accountId);
      },
    );

    app.get(
      PROJECTS_PATHS.project,
      {
        schema: {
          tags: TAGS,
          summary: 'One project',
          description:
            'For its owner, for a user acting for a current participant, or with its join code.',
          params: ProjectParams,
          querystring: ProjectQuery,
          response: { 200: ProjectView, 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request) => {
        const { accountId } = accounts.accountOf(request);
        const project = await findProject(db, request.params.projectId);
        const { joinCode } = request.query;
        if (
          !project ||
          !(joinCode === project.joinCode || (await knowsProject(project, accountId)))
        ) {
          throw projectNotFound();
        }
        return projectView(project, accountId);
      },
    );

    app.get(
      PROJECTS_PATHS.patientProjects,
      {
        schema: {
          tags: TAGS,
          summary: 'The projects the patient takes part in now, latest joined first',
          params: PatientParams,
          response: { 200: PatientProjectsResponse, 400: ErrorResponse, 403: ErrorResponse },
        },
      },
      async (request) => {
        const { patientId } = request.params;
        const { accountId } = await accounts.actingFor(request, patientId);
        const entries = await listPatientProjects(db, patientId);
        return {
          projects: entries.map(({ project, participation }) => ({
            project: projectView(project, accountId),
            participation: participationView(participation),
          })),
        };
      },
    );

    app.put(
      PROJECTS_PATHS.participation,
      {
        schema: {
          tags: TAGS,
          summary: 'Join a project for the patient, consenting to the scopes shown',
          description:
            '201 when the patient joined, 200 when already taking part. 409 scopes_changed ' +
            "when the scopes shown are not the project's; 409 project_ended after its end date.",
          params: ParticipationParams,
          body: JoinProjectBody,
          response: {
            200: ParticipationResponse,
            201: ParticipationResponse,
            400: ErrorResponse,
            403: ErrorResponse,
            404: ErrorResponse,
            409: ErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const { patientId, projectId } = request.params;
        const { accountId } = await accounts.actingFor(request, patientId);
        const project = await findProject(db, projectId);
        if (!project || project.joinCode !== request.body.joinCode) throw projectNotFound();
        const at = now();
        if (hasEnded(project, at)) {
          throw conflict('The project has ended; it takes no more participants', 'project_ended');
        }
        if (!sameScopes(request.body.scopes, project.scopes)) {
          throw conflict(
            'The scopes shown are not those of the project; show the project again',
            'scopes_changed',
          );
        }
        const { participation, joined } = await joinProject(db, {
          projectId,
          patientId,
          scopes: project.scopes,
          consentedBy: accountId,
          now: at,
        });
        return reply.code(joined ? 201 : 200).send({
          project: projectView(project, accountId),
          participation: participationView(participation),
        });
      },
    );

    app.delete(
      PROJECTS_PATHS.participation,
      {
        schema: {
          tags: TAGS,
          summary: 'Leave a project for the patient: the project reads nothing of it any more',
          params: ParticipationParams,
          response: { 204: z.null(), 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const { patientId, projectId } = request.params;
        const { accountId } = await accounts.actingFor(request, patientId);
        if (!(await leaveProject(db, { projectId, patientId, leftBy: accountId, now: now() }))) {
          throw notFound(
            'The patient does not take part in this project',
            'participation_not_found',
          );
        }
        return reply.code(204).send(null);
      },
    );
  };
}
