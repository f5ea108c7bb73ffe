import { createHash } from 'node:crypto';
import type { Queryable } from '../../../db';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** How long the person has to consent on the portal. */
export const LINK_REQUEST_LIFETIME_MS = 15 * 60_000;

export async function saveLinkRequest(
  db: Queryable,
  request: {
    state: string;
    accountId: string;
    patientAccountId: string;
    redirectUri: string;
    now: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO mynapo_link_requests (state_hash, account_id, patient_account_id, redirect_uri,
       created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      sha256(request.state),
      request.accountId,
      request.patientAccountId,
      request.redirectUri,
      request.now,
      new Date(request.now.getTime() + LINK_REQUEST_LIFETIME_MS),
    ],
  );
}

/**
 * Takes a link request for its answer, once: only the account that started it, only before it
 * lapses. Null when there is no such open request.
 */
export async function consumeLinkRequest(
  db: Queryable,
  state: string,
  accountId: string,
  now: Date,
): Promise<{ patientAccountId: string; redirectUri: string } | null> {
  const { rows } = await db.query<{ patient_account_id: string; redirect_uri: string }>(
    `UPDATE mynapo_link_requests SET consumed_at = $3
     WHERE state_hash = $1 AND account_id = $2 AND consumed_at IS NULL AND expires_at > $3
     RETURNING patient_account_id, redirect_uri`,
    [sha256(state), accountId, now],
  );
  const row = rows[0];
  return row ? { patientAccountId: row.patient_account_id, redirectUri: row.redirect_uri } : null;
}

export async function recordLink(
  db: Queryable,
  link: {
    patientAccountId: string;
    accountId: string;
    connection: 'standin' | 'portal';
    now: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO mynapo_links (patient_account_id, linked_by_account_id, connection, linked_at,
       last_fetched_at)
     VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (patient_account_id) DO UPDATE
       SET linked_by_account_id = $2, connection = $3, last_fetched_at = $4`,
    [link.patientAccountId, link.accountId, link.connection, link.now],
  );
}
