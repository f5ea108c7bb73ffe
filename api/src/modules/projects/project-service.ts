import { randomUUID } from 'node:crypto';
import type { CreateProjectBody, ProjectView } from '@harmo/contracts/projects';
import { PROJECT_LIMITS } from '@harmo/contracts/projects';
import type { PatientScope } from '@harmo/contracts/oauth';
import { CLIENT_LIMITS, inScopeOrder } from '@harmo/contracts/oauth';
import { todayInJapan } from '@harmo/contracts/profile';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db';
import { badRequest, conflict, notFound } from '../../http/errors';
import { keyAndHash, requestHashOf, sameRequestOrRefuse } from '../../http/idempotency';
import { registerClientIn, rotateClientSecret } from '../oauth';
import { newJoinCode } from './join-code';
import type { KeyedProject, StoredProject } from './store/projects';
import { countOwnedProjects, findProjectByIdempotencyKey, insertProject } from './store/projects';

/** Join codes drawn before giving up: with 60 random bits a second draw is already rare. */
const JOIN_CODE_ATTEMPTS = 5;

/** A project as the signed-in account sees it: only its owner sees the client id. */
export function projectView(project: StoredProject, viewerAccountId: string): ProjectView {
  const isOwner = project.ownerAccountId === viewerAccountId;
  return {
    projectId: project.projectId,
    title: project.title,
    description: project.description,
    organiser: project.organiser,
    scopes: project.scopes,
    startDate: project.startDate,
    endDate: project.endDate,
    joinCode: project.joinCode,
    isOwner,
    clientId: isOwner ? project.clientId : null,
    createdAt: project.createdAt.toISOString(),
  };
}

/** Whether the project's last day (Japan time) has passed. */
export const hasEnded = (project: StoredProject, now: Date): boolean =>
  project.endDate !== null && project.endDate < todayInJapan(now);

/** The body of a creation as the route has parsed it (trimmed, defaults filled in). */
export type ProjectBody = z.output<typeof CreateProjectBody>;

/**
 * The body as the idempotency check compares it: as parsed, so key order, surrounding spaces,
 * defaults left out and the order of the scopes do not count.
 */
function requestHash(body: ProjectBody): string {
  return requestHashOf({
    title: body.title,
    description: body.description,
    organiser: body.organiser,
    scopes: [...body.scopes].sort(),
    startDate: body.startDate,
    endDate: body.endDate,
  });
}

/**
 * The answer to a retry: the project the key created, with a new secret for its client. The
 * secret is stored only as its hash and the first answer's copy was lost with that answer, so the
 * project would be of no use to its owner without a new one; the lost one stops working.
 */
async function retriedProject(
  tx: Queryable,
  stored: KeyedProject,
  hash: string,
  now: Date,
): Promise<CreatedProject> {
  sameRequestOrRefuse(stored, hash, 'project');
  const { project } = stored;
  // The key stays with a project whose client has been deleted in the console: giving it a client
  // again would undo that deletion, and creating the project again would leave its owner two.
  const rotated =
    project.clientId === null
      ? null
      : await rotateClientSecret(tx, project.ownerAccountId, project.clientId, now);
  if (!rotated) {
    throw notFound(
      'The project this idempotency key created, or its client, has since been deleted',
      'project_not_found',
    );
  }
  return { project, clientSecret: rotated.clientSecret, created: false };
}

export interface CreatedProject {
  project: StoredProject;
  /** The client's secret, shown this once: a new one for a retry. */
  clientSecret: string;
  /** False for a retry answered with the project an earlier request created. */
  created: boolean;
}

/**
 * Creates a project with its confidential client (client credentials only: no redirect URI,
 * allowed the project's scopes), so that its owner can read consenting participants' data
 * through the partner API. The client's secret is returned this once.
 *
 * With an idempotency key the project is created once per key and owner, because a creation
 * whose answer was lost is sent again and must not leave the owner with two projects, one of
 * them with a secret nobody knows. A retry gets the project the first request created, with a
 * new client secret and created false, even when the owner has reached the project quota or the
 * end date has passed since: a retry is not a new project.
 */
export async function createProject(
  context: { db: Database; now: Date },
  input: { ownerAccountId: string; idempotencyKey: string | undefined; body: ProjectBody },
): Promise<CreatedProject> {
  const { db, now } = context;
  const { ownerAccountId, idempotencyKey, body } = input;
  const hash = requestHash(body);
  // One transaction for the project and its client: a project that cannot be stored takes its
  // client with it, and two requests racing with one key leave one of each.
  return db.transaction(async (tx) => {
    // Serialises creations of one owner, so that a request racing another with the same key
    // finds that one's project below once it commits, and the quota holds. NO KEY UPDATE, not
    // FOR UPDATE: a registration in the console holds the owner's clients lock while its foreign
    // key check takes KEY SHARE on this row, which FOR UPDATE would block: a deadlock with the
    // registration below, which waits for that clients lock.
    await tx.query('SELECT id FROM accounts WHERE id = $1 FOR NO KEY UPDATE', [ownerAccountId]);
    if (idempotencyKey !== undefined) {
      const earlier = await findProjectByIdempotencyKey(tx, ownerAccountId, idempotencyKey);
      if (earlier) return retriedProject(tx, earlier, hash, now);
    }
    // A project whose last day has passed could never take a participant: its join code would
    // only ever answer `project_ended`, and its client would read nothing.
    if (body.endDate !== null && body.endDate < todayInJapan(now)) {
      throw badRequest('The end date has already passed (Japan time)', 'end_date_passed');
    }
    if ((await countOwnedProjects(tx, ownerAccountId)) >= PROJECT_LIMITS.perAccount) {
      throw conflict(
        `At most ${PROJECT_LIMITS.perAccount} projects per account`,
        'project_quota_reached',
      );
    }
    const { client, clientSecret } = await registerClientIn(
      tx,
      ownerAccountId,
      {
        name: [...body.title].slice(0, CLIENT_LIMITS.nameMaxLength).join(''),
        type: 'confidential',
        redirectUris: [],
        allowedScopes: [...body.scopes],
      },
      now,
    );
    if (!clientSecret) throw new Error('a confidential client was registered without a secret');
    const project: Omit<StoredProject, 'createdAt'> = {
      projectId: randomUUID(),
      ownerAccountId,
      title: body.title,
      description: body.description,
      organiser: body.organiser,
      // As a stored project is read back, so that a retry answers with the very same project.
      scopes: inScopeOrder(body.scopes) as PatientScope[],
      startDate: body.startDate,
      endDate: body.endDate,
      joinCode: '',
      clientId: client.clientId,
    };
    const idempotency = keyAndHash(idempotencyKey, hash);
    for (let attempt = 0; attempt < JOIN_CODE_ATTEMPTS; attempt += 1) {
      const joinCode = newJoinCode();
      if (await insertProject(tx, { ...project, joinCode, idempotency, now })) {
        return { project: { ...project, joinCode, createdAt: now }, clientSecret, created: true };
      }
    }
    throw new Error('no free join code was found');
  });
}
