import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/types';

/** A random, URL-safe string for handles the client holds (sessions, tokens, codes). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A 6-digit code for e-mail / SMS, uniformly distributed. */
export function randomSixDigitCode(): string {
  // Rejection sampling keeps every code equally likely.
  for (;;) {
    const value = randomBytes(4).readUInt32BE(0);
    if (value < 4_294_000_000) return String(value % 1_000_000).padStart(6, '0');
  }
}

export function sha256Hex(value: string | Buffer): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Hashes values the server must recognise but must not be able to hand back (codes, refresh
 * tokens, session handles): HMAC-SHA256 with this installation's secret, domain-separated by
 * purpose. A copy of the table alone does not let anyone test guesses offline.
 */
export interface KeyedHasher {
  hash(purpose: string, value: string): string;
  /** Deterministic bytes for decoys (e.g. a fake salt for an unknown user name). */
  derive(purpose: string, value: string, length: number): Buffer;
}

export function createKeyedHasher(secret: Buffer): KeyedHasher {
  return {
    hash: (purpose, value) =>
      createHmac('sha256', secret).update(`${purpose}\u0000${value}`).digest('hex'),
    derive: (purpose, value, length) =>
      createHmac('sha512', secret).update(`${purpose}\u0000${value}`).digest().subarray(0, length),
  };
}

/**
 * Loads a named installation secret, creating it on first use. Two instances starting together
 * both insert; ON CONFLICT keeps the first, and both read that one back.
 */
export async function loadInstallationSecret(db: Queryable, name: string): Promise<Buffer> {
  await db.query(
    `INSERT INTO identity_installation_secrets (name, secret) VALUES ($1, $2)
     ON CONFLICT (name) DO NOTHING`,
    [name, randomBytes(32).toString('base64')],
  );
  const { rows } = await db.query<{ secret: string }>(
    'SELECT secret FROM identity_installation_secrets WHERE name = $1',
    [name],
  );
  const row = rows[0];
  if (!row) throw new Error(`Installation secret ${name} could not be created`);
  return Buffer.from(row.secret, 'base64');
}
