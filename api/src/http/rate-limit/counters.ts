import type { Queryable } from '../../db/types';

export interface CounterHit {
  /** Hits within the current window, this one included. */
  hits: number;
  /** When the current window ends and the count starts again. */
  resetsAt: Date;
}

/**
 * Counts one hit on `key` in a fixed window of `windowMs`, in the database so that every api
 * instance shares the count. One statement: concurrent hits all count, none is lost.
 */
export async function hitCounter(
  db: Queryable,
  key: string,
  windowMs: number,
  now: Date,
): Promise<CounterHit> {
  const { rows } = await db.query<{ hits: number; expires_at: Date }>(
    `INSERT INTO rate_limit_counters AS c (key, hits, expires_at) VALUES ($1, 1, $2)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN c.expires_at <= $3 THEN 1 ELSE c.hits + 1 END,
       expires_at = CASE WHEN c.expires_at <= $3 THEN $2 ELSE c.expires_at END
     RETURNING hits, expires_at`,
    [key, new Date(now.getTime() + windowMs), now],
  );
  const row = rows[0]!;
  return { hits: Number(row.hits), resetsAt: new Date(row.expires_at) };
}

/** Removes counters whose window has ended (any instance may do it; it is idempotent). */
export async function sweepCounters(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM rate_limit_counters WHERE expires_at <= $1', [now]);
}
