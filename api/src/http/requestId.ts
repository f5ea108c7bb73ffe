import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A caller (the web app, a proxy) may send its own id so that its logs and ours line up.
 * Security: the id is written into every log line, so only a short plain token is accepted;
 * anything else is replaced by a fresh id.
 */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function genRequestId(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}
