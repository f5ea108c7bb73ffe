import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK } from 'jose';
import type { JWK } from 'jose';
import type { Queryable } from '../../db/types';

export const SIGNING_ALGORITHM = 'RS256';
/** How long an instance reuses what it read from the key table before reading again. */
const CACHE_MS = 5 * 60 * 1000;

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

export interface JsonWebKeySet {
  keys: JWK[];
}

/**
 * The RS256 key pair that signs this installation's id and access tokens. It is generated on
 * first start and kept in the database, so every api instance signs with the same key and
 * publishes the same JWKS. The private key never leaves the server; only public halves are
 * published.
 */
export interface SigningKeyStore {
  activeKey(): Promise<SigningKey>;
  jwks(): Promise<JsonWebKeySet>;
}

interface KeyRow {
  kid: string;
  private_jwk: JWK;
  public_jwk: JWK;
}

async function createKeyRow(): Promise<KeyRow> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALGORITHM, {
    modulusLength: 2048,
    extractable: true,
  });
  const privateJwk = await exportJWK(privateKey);
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    kid,
    private_jwk: { ...privateJwk, kid, alg: SIGNING_ALGORITHM, use: 'sig' },
    public_jwk: {
      kty: publicJwk.kty,
      n: publicJwk.n,
      e: publicJwk.e,
      kid,
      alg: SIGNING_ALGORITHM,
      use: 'sig',
    },
  };
}

async function readActiveKey(db: Queryable): Promise<KeyRow | undefined> {
  const { rows } = await db.query<KeyRow>(
    "SELECT kid, private_jwk, public_jwk FROM identity_signing_keys WHERE status = 'active'",
  );
  return rows[0];
}

export function createSigningKeyStore(
  db: Queryable,
  now: () => Date = () => new Date(),
): SigningKeyStore {
  let active: { key: SigningKey; readAt: number } | undefined;
  let published: { jwks: JsonWebKeySet; readAt: number } | undefined;

  async function loadActive(): Promise<SigningKey> {
    let row = await readActiveKey(db);
    if (!row) {
      const fresh = await createKeyRow();
      // Two instances may race here: the partial unique index keeps exactly one active key.
      await db.query(
        `INSERT INTO identity_signing_keys (kid, status, private_jwk, public_jwk)
         VALUES ($1, 'active', $2::jsonb, $3::jsonb)
         ON CONFLICT (status) WHERE status = 'active' DO NOTHING`,
        [fresh.kid, JSON.stringify(fresh.private_jwk), JSON.stringify(fresh.public_jwk)],
      );
      row = await readActiveKey(db);
      if (!row) throw new Error('No active signing key after creating one');
    }
    const privateKey = await importJWK(row.private_jwk, SIGNING_ALGORITHM);
    if (privateKey instanceof Uint8Array) throw new Error('Signing key is not an RSA key');
    return { kid: row.kid, privateKey };
  }

  async function activeKey(): Promise<SigningKey> {
    const at = now().getTime();
    if (!active || at - active.readAt > CACHE_MS) {
      active = { key: await loadActive(), readAt: at };
    }
    return active.key;
  }

  return {
    activeKey,
    async jwks() {
      const at = now().getTime();
      if (!published || at - published.readAt > CACHE_MS) {
        await activeKey();
        const { rows } = await db.query<{ public_jwk: JWK }>(
          'SELECT public_jwk FROM identity_signing_keys ORDER BY created_at DESC',
        );
        published = { jwks: { keys: rows.map((row) => row.public_jwk) }, readAt: at };
      }
      return published.jwks;
    },
  };
}
