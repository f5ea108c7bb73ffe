import { createHash } from 'node:crypto';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKey } from '@harmo/contracts/idempotency';
import { conflict } from './errors';

/*
 * Writes done once per idempotency key (an order, a medicine recorded by hand, a family member
 * added, a project created; the header and its rules are in @harmo/contracts/idempotency). A key
 * is used once per owner (patient or account): the write stores it with the hash of its request's
 * body, a retry with the same body is answered with what the first request made, and the same
 * key with another body is refused 409 `idempotency_key_reused`. The hash is of a canonical body
 * that each write builds itself (what it parsed, with key order, absent fields and the like made
 * not to count), so that a retry is recognised however the client serialised it again.
 */

/** The optional Idempotency-Key header of a write that takes one (without it, each writes anew). */
export const OptionalIdempotencyKeyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: IdempotencyKey.optional(),
});

/** The hash a write stores with its key: sha256 (hex) of the canonical body the write built. */
export function requestHashOf(canonical: unknown): string {
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** A write's key and its request's hash, as its store keeps them beside the row. */
export interface IdempotencyKeyAndHash {
  key: string;
  requestHash: string;
}

/** The key and hash to store with a write; null for a request that came without a key. */
export const keyAndHash = (
  key: string | undefined,
  requestHash: string,
): IdempotencyKeyAndHash | null => (key === undefined ? null : { key, requestHash });

/**
 * Refuses a key sent again with another body (409 idempotency_key_reused), so that the caller
 * answers the retry with what the first request made. The message names the thing, e.g. "order":
 * "…for a different order; make a new key for a new order" (`newOne` replaces "a new order").
 */
export function sameRequestOrRefuse(
  stored: { requestHash: string },
  hash: string,
  thing: string,
  newOne = `a new ${thing}`,
): void {
  if (stored.requestHash !== hash) {
    throw conflict(
      `This idempotency key was already used for a different ${thing}; make a new key for ${newOne}`,
      'idempotency_key_reused',
    );
  }
}
