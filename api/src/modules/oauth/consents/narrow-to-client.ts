import type { KnownScope } from '@harmo/contracts/oauth';
import type { Queryable } from '../../../db';

/**
 * Security: what a client may no longer ask for, it no longer holds. When its developer takes a
 * scope off a client, every consent given to that client and the oidc-provider grant behind it
 * lose that scope at once: tokens refreshed from then on carry only what is left, and the
 * patient's list of consents shows what the client can still read. A scope added back later is
 * asked of the patient again (the remembered consent no longer covers it).
 */
export async function narrowConsentsToClient(
  db: Queryable,
  clientId: string,
  allowedScopes: readonly KnownScope[],
  now: Date,
): Promise<void> {
  const allowed = new Set<string>(allowedScopes);
  const { rows: consents } = await db.query<{ grant_id: string; scopes: KnownScope[] }>(
    'SELECT grant_id, scopes FROM oauth_consents WHERE client_id = $1',
    [clientId],
  );
  for (const consent of consents) {
    const kept = consent.scopes.filter((scope) => allowed.has(scope));
    if (kept.length === consent.scopes.length) continue;
    await db.query('UPDATE oauth_consents SET scopes = $2, updated_at = $3 WHERE grant_id = $1', [
      consent.grant_id,
      kept,
      now,
    ]);
  }
  const { rows: grants } = await db.query<{ id_hash: string; scope: string | null }>(
    `SELECT id_hash, payload #>> '{openid,scope}' AS scope
     FROM oauth_provider_state WHERE model = 'Grant' AND client_id = $1`,
    [clientId],
  );
  for (const grant of grants) {
    const granted = (grant.scope ?? '').split(' ').filter(Boolean);
    const kept = granted.filter((scope) => allowed.has(scope));
    if (kept.length === granted.length) continue;
    await db.query(
      `UPDATE oauth_provider_state
       SET payload = jsonb_set(payload, '{openid,scope}', to_jsonb($2::text))
       WHERE model = 'Grant' AND id_hash = $1`,
      [grant.id_hash, kept.join(' ')],
    );
  }
}
