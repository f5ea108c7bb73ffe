import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { isTextEncodingError } from './database-errors';
import { HttpError } from './errors';
import { takenBodyMessage } from './form-bodies';
import type { ErrorResponse } from './errors';

type Issue = { path: string; message: string };

/** `body` + `/items/0/code` -> `body.items.0.code`; the whole body -> `body`. */
function issuePath(context: string | undefined, instancePath: string): string {
  const parts = instancePath.split('/').filter((part) => part.length > 0);
  return [context ?? 'request', ...parts].join('.');
}

function validationResponse(error: FastifyError): ErrorResponse {
  const issues: Issue[] = (error.validation ?? []).map((v) => ({
    path: issuePath(error.validationContext, v.instancePath),
    message: v.message ?? 'Invalid value',
  }));
  const summary = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  return { error: 'validation_error', message: `Invalid request. ${summary}`, issues };
}

function codeForStatus(status: number): string {
  const text = STATUS_CODES[status];
  return text ? text.toLowerCase().replace(/[^a-z0-9]+/g, '_') : 'client_error';
}

/**
 * One place decides what a failure looks like to clients:
 *  - invalid params/query/body -> 400 validation_error with one issue per field;
 *  - HttpError -> its own status, code and message;
 *  - other client errors raised by Fastify (unsupported content type, body too large) keep their
 *    4xx status, so bad input never turns into a 500;
 *  - text the database cannot store (NUL, invalid bytes) -> 400 validation_error: the last line
 *    behind the text rule checked at the boundary;
 *  - anything else -> 500 internal_error. Security: the details (message, stack, SQL) only go to
 *    the log, never to the client.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    // The method and path without the query: what a developer needs to see the mistake.
    const path = request.url.split('?')[0];
    void reply.code(404).send({
      error: 'not_found',
      message: `There is no ${request.method} ${path}`,
    } satisfies ErrorResponse);
  });

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (Array.isArray(error.validation) && error.validation.length > 0) {
      return reply.code(400).send(validationResponse(error));
    }

    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      const body: ErrorResponse = { ...error.details, error: error.code };
      if (error.hasPublicMessage) body.message = error.message;
      return reply.code(error.statusCode).send(body);
    }

    const status = error.statusCode;
    const isClientError =
      !(error instanceof ResponseSerializationError) &&
      typeof status === 'number' &&
      status >= 400 &&
      status < 500;
    if (isClientError) {
      // Fastify's own words for a body type no parser reads are "Unsupported Media Type", which
      // does not say what to send instead.
      const message =
        status === 415
          ? takenBodyMessage(request.routeOptions.schema as Parameters<typeof takenBodyMessage>[0])
          : error.message;
      return reply
        .code(status)
        .send({ error: codeForStatus(status), message } satisfies ErrorResponse);
    }

    if (isTextEncodingError(error)) {
      request.log.warn({ err: error }, 'text the database cannot store');
      return reply.code(400).send({
        error: 'validation_error',
        message: 'Invalid request. The text contains characters that cannot be stored.',
      } satisfies ErrorResponse);
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: 'internal_error' } satisfies ErrorResponse);
  });
}

/**
 * Errors Fastify meets before any route is chosen (a path with a broken %-escape), answered in
 * the api's own shape rather than Fastify's, with nothing of the request echoed.
 */
export function frameworkErrorAnswer(error: FastifyError): { status: number; body: ErrorResponse } {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return {
    status,
    body: {
      error: codeForStatus(status),
      message:
        error.code === 'FST_ERR_BAD_URL'
          ? 'The request path is not a valid address (a broken %-escape?)'
          : 'The request cannot be read',
    },
  };
}

/**
 * Node's words for what it could not read, by the code of its error; anything else is a request
 * that is not HTTP at all (a bad request line, a broken header, a malformed chunk).
 */
const CONNECTION_ERRORS = new Map<string, { status: number; message: string }>([
  [
    'ERR_HTTP_REQUEST_TIMEOUT',
    { status: 408, message: 'The request did not arrive in time; send it again' },
  ],
  ['HPE_HEADER_OVERFLOW', { status: 431, message: 'The request headers are too large' }],
  [
    'HPE_CHUNK_EXTENSIONS_OVERFLOW',
    { status: 413, message: 'The chunk extensions of the request body are too large' },
  ],
]);

/**
 * The whole HTTP/1.1 answer to a request Node refused before Fastify could read it: the api's
 * error shape, with its length, and the connection closed (what was sent cannot be trusted to
 * end where the next request starts). Nothing of the request is echoed.
 */
function connectionErrorAnswer(error: { code?: string }): string {
  const known = error.code === undefined ? undefined : CONNECTION_ERRORS.get(error.code);
  const status = known?.status ?? 400;
  const body = JSON.stringify({
    error: codeForStatus(status),
    message: known?.message ?? 'The request is not valid HTTP/1.1',
  } satisfies ErrorResponse);
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Client Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Fastify's `clientErrorHandler`: answers on the raw socket, as Node itself would, but in the
 * api's shape. As in Node, nothing is written once an answer to the request on this socket has
 * begun (its bytes would corrupt it), nor to a socket a client has already reset.
 */
export function answerConnectionError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err: error }, 'request refused before routing');
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) socket.write(connectionErrorAnswer(error));
  socket.destroy(error);
}
