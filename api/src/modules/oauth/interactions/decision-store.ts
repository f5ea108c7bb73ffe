import type { InteractionResults } from 'oidc-provider';
import type { Queryable } from '../../../db';
import { hashStateId } from '../storage/provider-state-adapter';
import { DECISION_KEY } from './decision-ticket';

/**
 * Replaces an interaction's result only while its decision record is still `expected` (null: no
 * decision yet), in one statement: of requests racing to decide, or to add a ticket, one wins
 * and the others read the interaction again. `result` null takes the result off (a claim given
 * up); `dropSession` also takes off the browser session of another account (ended meanwhile).
 * False when the record changed or the interaction is gone (expired or resumed).
 *
 * The row is oidc-provider's own (the interaction's id is its uid): only the `result` and
 * `session` of its payload change, as an `interaction.save` would change them.
 */
export async function replaceDecision(
  db: Queryable,
  uid: string,
  expected: unknown,
  result: InteractionResults | null,
  options: { dropSession?: boolean } = {},
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE oauth_provider_state
     SET payload = CASE
       WHEN $4::jsonb IS NULL THEN (CASE WHEN $5::boolean THEN payload - 'session' ELSE payload END) - 'result'
       ELSE jsonb_set(CASE WHEN $5::boolean THEN payload - 'session' ELSE payload END, '{result}', $4::jsonb)
     END
     WHERE model = 'Interaction' AND id_hash = $1
       AND (expires_at IS NULL OR expires_at > $2)
       AND payload -> 'result' -> $6::text IS NOT DISTINCT FROM $3::jsonb
     RETURNING id_hash`,
    [
      hashStateId(uid),
      new Date(),
      expected === undefined || expected === null ? null : JSON.stringify(expected),
      result ? JSON.stringify(result) : null,
      options.dropSession ?? false,
      DECISION_KEY,
    ],
  );
  return rows.length === 1;
}
