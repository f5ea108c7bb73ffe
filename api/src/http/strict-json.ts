import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The body as text, or null when its bytes are not UTF-8. Reading them leniently would turn
 * each bad byte into U+FFFD, and a name sent in another encoding would be stored garbled
 * without a word to the sender.
 */
export function utf8TextOf(body: Uint8Array): string | null {
  try {
    return strictUtf8.decode(body);
  } catch {
    return null;
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A JSON body the api cannot read: one code for every reason, the message says which. */
const unreadableBody = (reason: string) =>
  new HttpError(400, 'validation_error', `Invalid request. body: ${reason}`);

/**
 * JSON bodies decoded strictly (a 400 for bytes that are not UTF-8), then parsed by Fastify's
 * own JSON parser with its guards against `__proto__` and `constructor` keys. Registered on the
 * root, so every scope that does not parse JSON its own way inherits it.
 *  - An empty body is no body: many HTTP clients send `Content-Type: application/json` with
 *    every request, also a POST that takes none (a cancel). A route without a body schema then
 *    runs as for a request without the header; a route that needs a body answers its usual
 *    validation error for a missing one.
 *  - Any body that cannot be read as JSON (not UTF-8, not JSON, a refused key) is the same
 *    mistake to the sender: 400 `validation_error`, as a body that breaks its schema is.
 */
export function installStrictJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (bytes.length === 0) {
      done(null, undefined);
      return;
    }
    const text = utf8TextOf(bytes);
    if (text === null) {
      done(unreadableBody('must be UTF-8 text'), undefined);
      return;
    }
    void parseJson(request, text, (error, parsed) => {
      if (!error) {
        done(null, parsed);
        return;
      }
      // Fastify refuses a valid document holding `__proto__` (or `constructor.prototype`) as if
      // it were not JSON at all; say what was refused instead.
      done(
        unreadableBody(
          isJson(text)
            ? 'must not hold a __proto__ or constructor.prototype key'
            : 'must be valid JSON',
        ),
        undefined,
      );
    });
  });
}
