import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findUnsafeText, TEXT_PROBLEM_MESSAGES } from '@harmo/contracts';
import { HttpError } from './errors';

/**
 * A request whose text breaks the contract's text rule (control characters such as NUL, lone
 * surrogates). Raised before any handler runs; every scope's error handler answers it with 400
 * in its own protocol's format.
 */
export class UnsafeTextError extends HttpError {
  constructor(
    readonly where: string,
    problem: keyof typeof TEXT_PROBLEM_MESSAGES,
  ) {
    super(400, 'validation_error', `Invalid request. ${where}: ${TEXT_PROBLEM_MESSAGES[problem]}`);
    this.name = 'UnsafeTextError';
  }
}

/** Throws UnsafeTextError when any string in `input` (values or keys) breaks the text rule. */
export function assertSafeText(input: unknown, where: string): void {
  const found = findUnsafeText(input, where);
  if (found) throw new UnsafeTextError(found.path, found.problem);
}

function checkRequest(request: FastifyRequest): void {
  assertSafeText(request.params, 'params');
  assertSafeText(request.query, 'querystring');
  assertSafeText(request.body, 'body');
}

/**
 * The boundary check of every route: path parameters, query string and parsed body, whatever
 * the route's own schema (or hand-written parser) does next. Registered on the root before any
 * module, so every scope inherits it.
 */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    checkRequest(request);
  });
}
