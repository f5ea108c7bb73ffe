import { z } from 'zod';

/**
 * A write the web may send more than once (an answer lost on a phone's network, a double tap, a
 * reload in the middle of sending) carries a key made once for it, in this header, and sent
 * again with every retry: the api does it once per key and patient, answers a retry with what the
 * first request made, and refuses 409 `idempotency_key_reused` a key sent again with another
 * body. Which writes take it is said at each of them (an order, a medicine recorded by hand, a
 * family member added, a project created).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IdempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, {
    error: 'must be 16 to 128 letters, digits, "-" or "_" (a UUID will do)',
  })
  .describe('A key made once per write and sent again with every retry');
