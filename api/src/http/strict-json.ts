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

/**
 * JSON bodies decoded strictly (a 400 for bytes that are not UTF-8), then parsed by Fastify's
 * own JSON parser with its guards against `__proto__` and `constructor` keys. Registered on the
 * root, so every scope that does not parse JSON its own way inherits it.
 */
export function installStrictJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const text = utf8TextOf(body as Buffer);
    if (text === null) {
      done(
        new HttpError(400, 'validation_error', 'Invalid request. body: must be UTF-8 text'),
        undefined,
      );
      return;
    }
    void parseJson(request, text, (error, parsed) => {
      // Fastify refuses a valid document holding `__proto__` (or `constructor.prototype`) as if
      // it were not JSON at all; say what was refused instead.
      if (error && isJson(text)) {
        done(
          new HttpError(
            400,
            'validation_error',
            'Invalid request. body: must not hold a __proto__ or constructor.prototype key',
          ),
          undefined,
        );
        return;
      }
      done(error, parsed);
    });
  });
}
