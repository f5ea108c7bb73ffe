import type { PatientScope } from '@harmo/contracts/oauth';
import type { Queryable } from '../../db';
import { listPatients } from '../accounts';
import type { BoundPatient } from '../oauth';
import { PartnerTokenError, verifyClientCredentialsToken } from '../oauth';
import { hasEnded } from './project-service';
import { currentParticipation } from './store/participations';
import type { StoredProject } from './store/projects';
import { findProjectByClient } from './store/projects';

export interface VerifiedProjectToken {
  clientId: string;
  project: StoredProject;
  scopes: Set<string>;
}

/**
 * Verifies a project client's access token (client credentials), in this order:
 *  - a client-credentials token this server issued, not expired and not revoked, whose client
 *    still exists;
 *  - that client is linked to a project;
 *  - the project has not ended (its last day in Japan time has not passed);
 *  - when a scope is required: the token carries it, the client is still allowed it and the
 *    project may see it.
 * A token bound to a patient (authorization code) is no project token and is refused.
 */
export async function verifyProjectAccessToken(
  db: Queryable,
  authorization: string | undefined,
  requiredScope: PatientScope | null,
  now: Date,
): Promise<VerifiedProjectToken> {
  const { client, scopes } = await verifyClientCredentialsToken(db, authorization, now);
  const project = await findProjectByClient(db, client.clientId);
  if (!project) {
    throw new PartnerTokenError(
      401,
      'invalid_token',
      'The client of this access token is no project client',
    );
  }
  if (hasEnded(project, now)) {
    throw new PartnerTokenError(403, null, 'The project has ended; its data can no longer be read');
  }
  if (
    requiredScope &&
    !(
      scopes.has(requiredScope) &&
      client.allowedScopes.includes(requiredScope) &&
      project.scopes.includes(requiredScope)
    )
  ) {
    throw new PartnerTokenError(
      403,
      'insufficient_scope',
      `This request needs the ${requiredScope} scope`,
      requiredScope,
    );
  }
  return { clientId: client.clientId, project, scopes };
}

/**
 * The participant a project may read for this scope, or null. Security: the patient takes part
 * now (never one who left), consented to this very scope, and the user who consented may still
 * act for the patient (a family member not removed, a sharing not revoked).
 */
export async function participantOf(
  db: Queryable,
  project: StoredProject,
  patientId: string,
  scope: PatientScope | null,
): Promise<(BoundPatient & { scopes: PatientScope[]; joinedAt: Date }) | null> {
  const participation = await currentParticipation(db, project.projectId, patientId);
  if (!participation) return null;
  if (scope && !participation.scopes.includes(scope)) return null;
  const patient = (await listPatients(db, participation.consentedBy))[patientId];
  if (!patient) return null;
  return {
    patientId,
    patient,
    scopes: participation.scopes,
    joinedAt: participation.joinedAt,
  };
}
