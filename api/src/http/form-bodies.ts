import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

const FORM = 'application/x-www-form-urlencoded';

const mediaTypeOf = (header: string | undefined): string =>
  (header ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * Form bodies only where a route says it takes them. The form parser is registered once for the
 * whole api, because the OAuth token endpoint, the central server's calls and the development
 * stand-ins are form-encoded by their protocols; without this rule every JSON endpoint read a form
 * too, and a body such as `name=x` passed a JSON schema of strings by accident. A route with a
 * body schema takes forms when its `consumes` lists them (as the OpenAPI document says); any other
 * such route answers a form with 415 and says what it takes. Routes that read their body without
 * a schema (the protocol stand-ins) are left as they are.
 */
export function installFormBodiesWhereDeclared(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema as
      { body?: unknown; consumes?: readonly string[] } | undefined;
    if (schema?.body === undefined) return;
    if (mediaTypeOf(request.headers['content-type']) !== FORM) return;
    if (schema.consumes?.includes(FORM)) return;
    throw new HttpError(
      415,
      'unsupported_media_type',
      'This endpoint takes a JSON body (Content-Type: application/json)',
    );
  });
}
