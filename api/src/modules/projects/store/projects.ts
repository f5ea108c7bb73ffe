import type { PatientScope } from '@harmo/contracts/oauth';
import { inScopeOrder } from '@harmo/contracts/oauth';
import type { Queryable } from '../../../db';
import type { IdempotencyKeyAndHash } from '../../../http/idempotency';

/** A project as stored. */
export interface StoredProject {
  projectId: string;
  ownerAccountId: string;
  title: string;
  description: string;
  organiser: string;
  scopes: PatientScope[];
  startDate: string;
  endDate: string | null;
  joinCode: string;
  clientId: string | null;
  createdAt: Date;
}

interface ProjectRow {
  id: string;
  owner_account_id: string;
  title: string;
  description: string;
  organiser: string;
  scopes: string[];
  start_date: string;
  end_date: string | null;
  join_code: string;
  client_id: string | null;
  created_at: Date;
}

export const PROJECT_COLUMNS =
  'id, owner_account_id, title, description, organiser, scopes, start_date, end_date, join_code, client_id, created_at';

export const toProject = (row: ProjectRow): StoredProject => ({
  projectId: row.id,
  ownerAccountId: row.owner_account_id,
  title: row.title,
  description: row.description,
  organiser: row.organiser,
  scopes: inScopeOrder(row.scopes) as PatientScope[],
  startDate: row.start_date,
  endDate: row.end_date,
  joinCode: row.join_code,
  clientId: row.client_id,
  createdAt: row.created_at,
});

export type NewProject = Omit<StoredProject, 'createdAt'> & {
  /** The request's idempotency key and body hash; absent for a request without a key. */
  idempotency?: IdempotencyKeyAndHash | null;
  now: Date;
};

/** Inserts a project; false when its join code is taken already (the caller draws another). */
export async function insertProject(db: Queryable, project: NewProject): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO projects (id, owner_account_id, title, description, organiser, scopes,
       start_date, end_date, join_code, client_id, created_at, idempotency_key, request_hash)
     VALUES ($1, $2, $3, $4, $5, $6::text[], $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (join_code) DO NOTHING`,
    [
      project.projectId,
      project.ownerAccountId,
      project.title,
      project.description,
      project.organiser,
      project.scopes,
      project.startDate,
      project.endDate,
      project.joinCode,
      project.clientId,
      project.now,
      project.idempotency?.key ?? null,
      project.idempotency?.requestHash ?? null,
    ],
  );
  return rowCount > 0;
}

/** A project created with an idempotency key, with its request's hash. */
export interface KeyedProject {
  project: StoredProject;
  requestHash: string;
}

/** The owner's project created with this idempotency key (its client may be gone since). */
export async function findProjectByIdempotencyKey(
  db: Queryable,
  ownerAccountId: string,
  key: string,
): Promise<KeyedProject | null> {
  const { rows } = await db.query<ProjectRow & { request_hash: string }>(
    `SELECT ${PROJECT_COLUMNS}, request_hash FROM projects
     WHERE owner_account_id = $1 AND idempotency_key = $2`,
    [ownerAccountId, key],
  );
  const row = rows[0];
  return row ? { project: toProject(row), requestHash: row.request_hash } : null;
}

export async function findProject(db: Queryable, projectId: string): Promise<StoredProject | null> {
  const { rows } = await db.query<ProjectRow>(
    `SELECT ${PROJECT_COLUMNS} FROM projects WHERE id = $1`,
    [projectId],
  );
  return rows[0] ? toProject(rows[0]) : null;
}

export async function findProjectByJoinCode(
  db: Queryable,
  joinCode: string,
): Promise<StoredProject | null> {
  const { rows } = await db.query<ProjectRow>(
    `SELECT ${PROJECT_COLUMNS} FROM projects WHERE join_code = $1`,
    [joinCode],
  );
  return rows[0] ? toProject(rows[0]) : null;
}

/** The project a confidential client reads for, if the client is linked to one. */
export async function findProjectByClient(
  db: Queryable,
  clientId: string,
): Promise<StoredProject | null> {
  const { rows } = await db.query<ProjectRow>(
    `SELECT ${PROJECT_COLUMNS} FROM projects WHERE client_id = $1`,
    [clientId],
  );
  return rows[0] ? toProject(rows[0]) : null;
}

export async function listOwnedProjects(
  db: Queryable,
  ownerAccountId: string,
): Promise<StoredProject[]> {
  const { rows } = await db.query<ProjectRow>(
    `SELECT ${PROJECT_COLUMNS} FROM projects WHERE owner_account_id = $1
     ORDER BY created_at DESC, id`,
    [ownerAccountId],
  );
  return rows.map(toProject);
}

export async function countOwnedProjects(db: Queryable, ownerAccountId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*) AS count FROM projects WHERE owner_account_id = $1',
    [ownerAccountId],
  );
  return Number(rows[0]?.count ?? 0);
}
