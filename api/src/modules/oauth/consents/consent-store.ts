import type { Queryable } from '../../../db';
import type { KnownScope } from '@harmo/contracts/oauth';

/** A remembered consent: this user let this client read these scopes of this patient. */
export interface Consent {
  grantId: string;
  accountId: string;
  clientId: string;
  patientId: string;
  scopes: KnownScope[];
  createdAt: Date;
  updatedAt: Date;
}

interface ConsentRow {
  grant_id: string;
  account_id: string;
  client_id: string;
  patient_id: string;
  scopes: KnownScope[];
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'grant_id, account_id, client_id, patient_id, scopes, created_at, updated_at';

const toConsent = (row: ConsentRow): Consent => ({
  grantId: row.grant_id,
  accountId: row.account_id,
  clientId: row.client_id,
  patientId: row.patient_id,
  scopes: row.scopes,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export async function findConsentByGrant(db: Queryable, grantId: string): Promise<Consent | null> {
  const { rows } = await db.query<ConsentRow>(
    `SELECT ${COLUMNS} FROM oauth_consents WHERE grant_id = $1`,
    [grantId],
  );
  return rows[0] ? toConsent(rows[0]) : null;
}

/** The consents of one user for one client, one per patient. */
export async function listConsentsForClient(
  db: Queryable,
  accountId: string,
  clientId: string,
): Promise<Consent[]> {
  const { rows } = await db.query<ConsentRow>(
    `SELECT ${COLUMNS} FROM oauth_consents WHERE account_id = $1 AND client_id = $2`,
    [accountId, clientId],
  );
  return rows.map(toConsent);
}

/**
 * Records the consent behind a grant. One row per user, client and patient: a new grant for the
 * same three replaces the previous one's id (the caller revokes that grant).
 */
export async function saveConsent(
  db: Queryable,
  consent: Omit<Consent, 'createdAt' | 'updatedAt'>,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO oauth_consents (grant_id, account_id, client_id, patient_id, scopes,
       created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)
     ON CONFLICT (account_id, client_id, patient_id) DO UPDATE SET
       grant_id = EXCLUDED.grant_id, scopes = EXCLUDED.scopes, updated_at = EXCLUDED.updated_at`,
    [consent.grantId, consent.accountId, consent.clientId, consent.patientId, consent.scopes, now],
  );
}

export interface ConsentListing extends Consent {
  clientName: string;
  patientName: string;
  /** The name of the account that gave the consent (`accountId`). */
  grantedByName: string;
}

/*
 * Security: a consent is the business of two accounts, the one that gave it and the patient whose
 * data it opens (the same account when a patient allows a client for themselves). Someone acting
 * for a patient (a shared notebook, a family member's) may give one; the patient then sees it
 * among their own and may withdraw it, as its giver may. Nobody else sees it or reaches it: an id
 * of another's consent is no consent (404).
 */

/**
 * Every consent the user gave or that is about the user's own data, newest first, with the
 * client's, the patient's and the giver's names.
 */
export async function listConsentsOf(db: Queryable, accountId: string): Promise<ConsentListing[]> {
  const { rows } = await db.query<
    ConsentRow & { client_name: string; patient_name: string; granted_by_name: string }
  >(
    `SELECT c.grant_id, c.account_id, c.client_id, c.patient_id, c.scopes, c.created_at,
            c.updated_at, k.name AS client_name, p.name AS patient_name,
            g.name AS granted_by_name
     FROM oauth_consents c
     JOIN oauth_clients k ON k.client_id = c.client_id
     JOIN accounts p ON p.id = c.patient_id
     JOIN accounts g ON g.id = c.account_id
     WHERE c.account_id = $1 OR c.patient_id = $1
     ORDER BY c.updated_at DESC, c.grant_id`,
    [accountId],
  );
  return rows.map((row) => ({
    ...toConsent(row),
    clientName: row.client_name,
    patientName: row.patient_name,
    grantedByName: row.granted_by_name,
  }));
}

/**
 * Removes a consent the user gave or that is about the user's own data; null when there is no
 * such consent of theirs.
 */
export async function deleteConsentOf(
  db: Queryable,
  accountId: string,
  grantId: string,
): Promise<Consent | null> {
  const { rows } = await db.query<ConsentRow>(
    `DELETE FROM oauth_consents
     WHERE grant_id = $1 AND (account_id = $2 OR patient_id = $2)
     RETURNING ${COLUMNS}`,
    [grantId, accountId],
  );
  return rows[0] ? toConsent(rows[0]) : null;
}
