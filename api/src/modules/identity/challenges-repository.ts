import type { Queryable } from '../../db/types';
import { DAY_MS } from './constants';
import type { KeyedHasher } from './secrets';
import { randomToken } from './secrets';

/**
 * Sign-in steps in flight. The client holds an opaque handle (the Session string, or the
 * SECRET_BLOCK of an SRP step); the server keeps the state under a keyed hash of it, so state is
 * never trusted from the client, survives a switch to another api instance, expires after a few
 * minutes and is used once.
 */
export interface StoredChallenge<S> {
  /** Null for a decoy challenge answered to an unknown user name (it can never succeed). */
  userId: string | null;
  challengeName: string;
  state: S;
  attempts: number;
}

interface ChallengeRow {
  user_id: string | null;
  challenge_name: string;
  state: unknown;
  attempts: number;
}

const handleHash = (hasher: KeyedHasher, handle: string): string =>
  hasher.hash('auth-challenge', handle);

export async function createChallenge<S>(
  db: Queryable,
  hasher: KeyedHasher,
  input: {
    userId: string | null;
    challengeName: string;
    state: S;
    now: Date;
    lifetimeMs: number;
    /** Defaults to a fresh random Session string. */
    handle?: string;
  },
): Promise<string> {
  const handle = input.handle ?? randomToken(48);
  await db.query('DELETE FROM identity_auth_challenges WHERE expires_at < $1', [
    new Date(input.now.getTime() - DAY_MS),
  ]);
  await db.query(
    `INSERT INTO identity_auth_challenges
       (handle_hash, user_id, challenge_name, state, expires_at, created_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6)`,
    [
      handleHash(hasher, handle),
      input.userId,
      input.challengeName,
      JSON.stringify(input.state),
      new Date(input.now.getTime() + input.lifetimeMs),
      input.now,
    ],
  );
  return handle;
}

function toChallenge<S>(row: ChallengeRow): StoredChallenge<S> {
  return {
    userId: row.user_id,
    challengeName: row.challenge_name,
    state: row.state as S,
    attempts: row.attempts,
  };
}

/** The open (unexpired, unused) challenge behind a handle, without using it up. */
export async function findOpenChallenge<S>(
  db: Queryable,
  hasher: KeyedHasher,
  handle: string,
  now: Date,
): Promise<StoredChallenge<S> | null> {
  const { rows } = await db.query<ChallengeRow>(
    `SELECT user_id, challenge_name, state, attempts FROM identity_auth_challenges
     WHERE handle_hash = $1 AND consumed_at IS NULL AND expires_at > $2`,
    [handleHash(hasher, handle), now],
  );
  return rows[0] ? toChallenge<S>(rows[0]) : null;
}

/**
 * Counts one answer against the challenge before it is checked, and returns the challenge only
 * while fewer than maxAttempts answers were given.
 */
export async function claimChallengeAttempt<S>(
  db: Queryable,
  hasher: KeyedHasher,
  handle: string,
  now: Date,
  maxAttempts: number,
): Promise<StoredChallenge<S> | null> {
  const { rows } = await db.query<ChallengeRow>(
    `UPDATE identity_auth_challenges SET attempts = attempts + 1
     WHERE handle_hash = $1 AND consumed_at IS NULL AND expires_at > $2 AND attempts < $3
     RETURNING user_id, challenge_name, state, attempts`,
    [handleHash(hasher, handle), now, maxAttempts],
  );
  return rows[0] ? toChallenge<S>(rows[0]) : null;
}

/** Uses the challenge up; false when another request already did (only one may win). */
export async function consumeChallenge(
  db: Queryable,
  hasher: KeyedHasher,
  handle: string,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE identity_auth_challenges SET consumed_at = $2
     WHERE handle_hash = $1 AND consumed_at IS NULL`,
    [handleHash(hasher, handle), now],
  );
  return rowCount === 1;
}
