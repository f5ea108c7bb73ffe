import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db';

/** An agreement to the terms of use and the privacy policy, as recorded. */
export interface RecordedAgreement {
  termsVersion: string;
  privacyVersion: string;
  agreedAt: Date;
}

/** Records that an account agreed to these versions of the terms and the privacy policy. */
export async function insertAgreement(
  db: Queryable,
  input: RecordedAgreement & { accountId: string; recordedAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO account_agreements (id, account_id, terms_version, privacy_version, agreed_at,
       recorded_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      randomUUID(),
      input.accountId,
      input.termsVersion,
      input.privacyVersion,
      input.agreedAt,
      input.recordedAt,
    ],
  );
}

/** The agreement in force: the latest one recorded for the account, or null. */
export async function latestAgreement(
  db: Queryable,
  accountId: string,
): Promise<RecordedAgreement | null> {
  const { rows } = await db.query<{
    terms_version: string;
    privacy_version: string;
    agreed_at: Date;
  }>(
    `SELECT terms_version, privacy_version, agreed_at FROM account_agreements
     WHERE account_id = $1 ORDER BY recorded_at DESC, agreed_at DESC LIMIT 1`,
    [accountId],
  );
  const row = rows[0];
  return row
    ? {
        termsVersion: row.terms_version,
        privacyVersion: row.privacy_version,
        agreedAt: new Date(row.agreed_at),
      }
    : null;
}
