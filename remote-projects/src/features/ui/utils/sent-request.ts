import { IdempotencyKey } from '@harmo/contracts/idempotency';

/**
 * A request sent without an answer yet (on its way, or its answer lost), with the idempotency key
 * it went under. `request` is the request as sent, serialised: sent again unchanged, it must take
 * the same key, so the api makes it once and answers with what the first one made.
 */
export interface SentRequest {
  key: string;
  request: string;
}

/** Longer than any request of this app's forms. */
const REQUEST_MAX_LENGTH = 10_000;

/** The key to send `request` under: the one it went under before, else a new one. */
export function keyForRequest(sent: SentRequest | null, request: string): SentRequest {
  return sent?.request === request ? sent : { key: crypto.randomUUID(), request };
}

/** A sent request read back from storage, null when there is none, undefined when it is not one. */
export function sentRequestFrom(stored: unknown): SentRequest | null | undefined {
  // A draft kept before its requests carried a key has none.
  if (stored === null || stored === undefined) return null;
  if (typeof stored !== 'object' || !('key' in stored) || !('request' in stored)) return undefined;
  const { key, request } = stored;
  if (typeof key !== 'string' || !IdempotencyKey.safeParse(key).success) return undefined;
  if (typeof request !== 'string' || request.length > REQUEST_MAX_LENGTH) return undefined;
  return { key, request };
}
