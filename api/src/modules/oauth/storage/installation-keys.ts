import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { calculateJwkThumbprint } from 'jose';
import type { JWK } from 'jose';
import type { Queryable } from '../../../db';

type Purpose = 'signing_keys' | 'cookie_keys';

/**
 * Key material of this installation, created once and shared by every api instance: the first
 * instance to start inserts it, the others read the same row (ON CONFLICT DO NOTHING), so two
 * instances sign tokens and cookies the other one accepts.
 */
async function getOrCreate<T>(
  db: Queryable,
  purpose: Purpose,
  create: () => Promise<T>,
): Promise<T> {
  const existing = await db.query<{ material: T }>(
    'SELECT material FROM oauth_installation_keys WHERE purpose = $1',
    [purpose],
  );
  if (existing.rows[0]) return existing.rows[0].material;
  await db.query(
    `INSERT INTO oauth_installation_keys (purpose, material) VALUES ($1, $2::jsonb)
     ON CONFLICT (purpose) DO NOTHING`,
    [purpose, JSON.stringify(await create())],
  );
  const { rows } = await db.query<{ material: T }>(
    'SELECT material FROM oauth_installation_keys WHERE purpose = $1',
    [purpose],
  );
  if (!rows[0]) throw new Error(`OAuth ${purpose} could not be stored`);
  return rows[0].material;
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

/** The private JWKS that signs id tokens (RS256), generated for this installation. */
export function loadSigningKeys(db: Queryable): Promise<{ keys: JWK[] }> {
  return getOrCreate(db, 'signing_keys', async () => ({ keys: [await newSigningKey()] }));
}

/** The keys that sign oidc-provider's cookies (newest first, as Koa's keygrip expects). */
export function loadCookieKeys(db: Queryable): Promise<string[]> {
  return getOrCreate(db, 'cookie_keys', async () => [randomBytes(32).toString('base64url')]);
}
