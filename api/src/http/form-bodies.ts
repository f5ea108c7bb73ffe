import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

const FORM = 'application/x-www-form-urlencoded';
const TEXT = 'text/plain';

/** Body types the api reads for any route; the others are a route's own (XML, zip uploads). */
const SHARED_PARSERS = [FORM, TEXT];

const mediaTypeOf = (header: string | undefined): string =>
  (header ?? '').split(';')[0]!.trim().toLowerCase();

type BodySchema = { body?: unknown; consumes?: readonly string[] } | undefined;

/**
 * What a route's body is sent as, in words a developer can act on: the types its `consumes`
 * lists, else JSON for a route with a body schema. A route that reads its body itself (an upload)
 * says which types it takes in its own refusal.
 */
export function takenBodyMessage(schema: BodySchema): string {
  if (schema?.consumes?.length) {
    return `This endpoint takes a body of Content-Type ${schema.consumes.join(' or ')}`;
  }
  if (schema?.body !== undefined) {
    return 'This endpoint takes a JSON body (Content-Type: application/json)';
  }
  return 'This endpoint does not take a body of this Content-Type';
}

/**
 * Form and plain-text bodies only where a route says it takes them. Both parsers are registered
 * once for the whole api: the OAuth token endpoint, the central server's calls and the
 * development stand-ins are form-encoded by their protocols, and plain text is Fastify's own.
 * Without this rule every JSON endpoint read them too: a body such as `name=x` passed a JSON
 * schema of strings by accident, and JSON sent as text/plain was refused as "expected object,
 * received string", which hides the real mistake. A route with a body schema takes such a body
 * when its `consumes` lists the type (as the OpenAPI document says); any other such route answers
 * 415 and says what it takes. Routes that read their body without a schema (the protocol
 * stand-ins) are left as they are.
 */
export function installFormBodiesWhereDeclared(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema as BodySchema;
    if (schema?.body === undefined) return;
    const mediaType = mediaTypeOf(request.headers['content-type']);
    if (!SHARED_PARSERS.includes(mediaType)) return;
    if (schema.consumes?.includes(mediaType)) return;
    throw new HttpError(415, 'unsupported_media_type', takenBodyMessage(schema));
  });
}
