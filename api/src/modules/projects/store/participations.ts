import { randomUUID } from 'node:crypto';
import type { PatientScope } from '@harmo/contracts/oauth';
import { inScopeOrder } from '@harmo/contracts/oauth';
import type { Participation } from '@harmo/contracts/projects';
import type { Queryable } from '../../../db';
import type { StoredProject } from './projects';
import { PROJECT_COLUMNS, toProject } from './projects';

export interface StoredParticipation {
  id: string;
  projectId: string;
  patientId: string;
  scopes: PatientScope[];
  consentedBy: string;
  joinedAt: Date;
  leftAt: Date | null;
}

interface ParticipationRow {
  id: string;
  project_id: string;
  patient_id: string;
  scopes: string[];
  consented_by: string;
  joined_at: Date;
  left_at: Date | null;
}

const COLUMNS = 'id, project_id, patient_id, scopes, consented_by, joined_at, left_at';

const toParticipation = (row: ParticipationRow): StoredParticipation => ({
  id: row.id,
  projectId: row.project_id,
  patientId: row.patient_id,
  scopes: inScopeOrder(row.scopes) as PatientScope[],
  consentedBy: row.consented_by,
  joinedAt: row.joined_at,
  leftAt: row.left_at,
});

export const participationView = (participation: StoredParticipation): Participation => ({
  projectId: participation.projectId,
  patientId: participation.patientId,
  scopes: participation.scopes,
  joinedAt: participation.joinedAt.toISOString(),
  leftAt: participation.leftAt?.toISOString() ?? null,
});

/** The patient's current participation in the project, if any. */
export async function currentParticipation(
  db: Queryable,
  projectId: string,
  patientId: string,
): Promise<StoredParticipation | null> {
  const { rows } = await db.query<ParticipationRow>(
    `SELECT ${COLUMNS} FROM project_participations
     WHERE project_id = $1 AND patient_id = $2 AND left_at IS NULL`,
    [projectId, patientId],
  );
  return rows[0] ? toParticipation(rows[0]) : null;
}

/**
 * Records the patient's consent, or answers the current participation when there is one
 * already (two joins at once end with one participation: the unique index decides).
 */
export async function joinProject(
  db: Queryable,
  input: {
    projectId: string;
    patientId: string;
    scopes: readonly PatientScope[];
    consentedBy: string;
    now: Date;
  },
): Promise<{ participation: StoredParticipation; joined: boolean }> {
  const { rows } = await db.query<ParticipationRow>(
    `INSERT INTO project_participations (id, project_id, patient_id, scopes, consented_by, joined_at)
     VALUES ($1, $2, $3, $4::text[], $5, $6)
     ON CONFLICT (project_id, patient_id) WHERE left_at IS NULL DO NOTHING
     RETURNING ${COLUMNS}`,
    [randomUUID(), input.projectId, input.patientId, input.scopes, input.consentedBy, input.now],
  );
  if (rows[0]) return { participation: toParticipation(rows[0]), joined: true };
  const current = await currentParticipation(db, input.projectId, input.patientId);
  if (!current) throw new Error('a participation was neither inserted nor found');
  return { participation: current, joined: false };
}

/** Ends the patient's current participation; false when there is none. */
export async function leaveProject(
  db: Queryable,
  input: { projectId: string; patientId: string; leftBy: string; now: Date },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE project_participations SET left_at = $3, left_by = $4
     WHERE project_id = $1 AND patient_id = $2 AND left_at IS NULL`,
    [input.projectId, input.patientId, input.now, input.leftBy],
  );
  return rowCount > 0;
}

/** The patient's current participations with their projects, latest joined first. */
export async function listPatientProjects(
  db: Queryable,
  patientId: string,
): Promise<{ project: StoredProject; participation: StoredParticipation }[]> {
  const { rows } = await db.query<ParticipationRow>(
    `SELECT ${COLUMNS} FROM project_participations WHERE patient_id = $1 AND left_at IS NULL
     ORDER BY joined_at DESC, id`,
    [patientId],
  );
  if (rows.length === 0) return [];
  const projects = await db.query<Parameters<typeof toProject>[0]>(
    `SELECT ${PROJECT_COLUMNS} FROM projects WHERE id = ANY($1::uuid[])`,
    [rows.map((row) => row.project_id)],
  );
  const byId = new Map(projects.rows.map((row) => [row.id, toProject(row)]));
  return rows.flatMap((row) => {
    const project = byId.get(row.project_id);
    return project ? [{ project, participation: toParticipation(row) }] : [];
  });
}

/** Whether any of these patients takes part in the project now. */
export async function anyCurrentParticipant(
  db: Queryable,
  projectId: string,
  patientIds: readonly string[],
): Promise<boolean> {
  if (patientIds.length === 0) return false;
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM project_participations
       WHERE project_id = $1 AND patient_id = ANY($2::uuid[]) AND left_at IS NULL
     ) AS found`,
    [projectId, patientIds],
  );
  return rows[0]?.found === true;
}

/** The project's current participants, earliest joined first. */
export async function listCurrentParticipants(
  db: Queryable,
  projectId: string,
): Promise<StoredParticipation[]> {
  const { rows } = await db.query<ParticipationRow>(
    `SELECT ${COLUMNS} FROM project_participations
     WHERE project_id = $1 AND left_at IS NULL
     ORDER BY joined_at, id`,
    [projectId],
  );
  return rows.map(toParticipation);
}
