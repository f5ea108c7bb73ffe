import { randomUUID } from 'node:crypto';
import type { CreateProjectBody, ProjectView } from '@harmo/contracts/projects';
import { PROJECT_LIMITS } from '@harmo/contracts/projects';
import { CLIENT_LIMITS } from '@harmo/contracts/oauth';
import { todayInJapan } from '@harmo/contracts/profile';
import type { z } from 'zod';
import type { Database } from '../../db';
import { badRequest, conflict } from '../../http/errors';
import { registerClient, removeClient } from '../oauth';
import { newJoinCode } from './join-code';
import type { StoredProject } from './store/projects';
import { countOwnedProjects, insertProject } from './store/projects';

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

/**
 * Creates a project with its confidential client (client credentials only: no redirect URI,
 * allowed the project's scopes), so that its owner can read consenting participants' data
 * through the partner API. The client's secret is returned this once.
 */
export async function createProject(
  db: Database,
  ownerAccountId: string,
  body: z.output<typeof CreateProjectBody>,
  now: Date,
): Promise<{ project: StoredProject; clientSecret: string }> {
  // A project whose last day has passed could never take a participant: its join code would
  // only ever answer `project_ended`, and its client would read nothing.
  if (body.endDate !== null && body.endDate < todayInJapan(now)) {
    throw badRequest('The end date has already passed (Japan time)', 'end_date_passed');
  }
  if ((await countOwnedProjects(db, ownerAccountId)) >= PROJECT_LIMITS.perAccount) {
    throw conflict(
      `At most ${PROJECT_LIMITS.perAccount} projects per account`,
      'project_quota_reached',
    );
  }
  const { client, clientSecret } = await registerClient(
    db,
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
    scopes: [...body.scopes],
    startDate: body.startDate,
    endDate: body.endDate,
    joinCode: '',
    clientId: client.clientId,
  };
  try {
    for (let attempt = 0; attempt < JOIN_CODE_ATTEMPTS; attempt += 1) {
      const joinCode = newJoinCode();
      if (await insertProject(db, { ...project, joinCode, now })) {
        return { project: { ...project, joinCode, createdAt: now }, clientSecret };
      }
    }
    throw new Error('no free join code was found');
  } catch (error) {
    // The project was not stored: its client must not be left behind in the console.
    await removeClient(db, ownerAccountId, client.clientId);
    throw error;
  }
}
