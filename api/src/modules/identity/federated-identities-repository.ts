import type { Queryable } from '../../db/types';

export type IdentityProviderName = 'Google' | 'SignInWithApple';

export interface FederatedIdentity {
  provider: IdentityProviderName;
  providerSubject: string;
  userId: string;
  email: string | null;
  createdAt: Date;
}

interface IdentityRow {
  provider: IdentityProviderName;
  provider_subject: string;
  user_id: string;
  email: string | null;
  created_at: Date;
}

const toIdentity = (row: IdentityRow): FederatedIdentity => ({
  provider: row.provider,
  providerSubject: row.provider_subject,
  userId: row.user_id,
  email: row.email,
  createdAt: row.created_at,
});

export async function findIdentitiesOfUser(
  db: Queryable,
  userId: string,
): Promise<FederatedIdentity[]> {
  const { rows } = await db.query<IdentityRow>(
    `SELECT provider, provider_subject, user_id, email, created_at
     FROM identity_federated_identities WHERE user_id = $1 ORDER BY created_at`,
    [userId],
  );
  return rows.map(toIdentity);
}

export async function findIdentity(
  db: Queryable,
  provider: IdentityProviderName,
  providerSubject: string,
): Promise<FederatedIdentity | null> {
  const { rows } = await db.query<IdentityRow>(
    `SELECT provider, provider_subject, user_id, email, created_at
     FROM identity_federated_identities WHERE provider = $1 AND provider_subject = $2`,
    [provider, providerSubject],
  );
  return rows[0] ? toIdentity(rows[0]) : null;
}

/** Links an identity to a user; if another request linked it first, that link stands. */
export async function linkIdentity(db: Queryable, identity: FederatedIdentity): Promise<void> {
  await db.query(
    `INSERT INTO identity_federated_identities (provider, provider_subject, user_id, email, created_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (provider, provider_subject) DO NOTHING`,
    [
      identity.provider,
      identity.providerSubject,
      identity.userId,
      identity.email,
      identity.createdAt,
    ],
  );
}
