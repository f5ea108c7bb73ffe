import { z } from 'zod';

/**
 * The one error body every route answers with. Modules can put it in their response schemas so
 * that the OpenAPI document shows it, e.g. `response: { 200: Thing, 404: ErrorResponse }`.
 */
export const ErrorResponse = z.object({
  error: z.string().describe('Stable machine-readable code, e.g. validation_error, not_found'),
  message: z.string().optional().describe('English explanation for developers'),
  issues: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional()
    .describe('Present on validation_error: one entry per invalid field'),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/**
 * Throw this from a handler to answer with that status. Its code and message are sent to the
 * client as they are, so they must never contain secrets or another patient's data.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message?: string,
    /** More fields of the answer (e.g. the current status beside a 409); never secrets. */
    readonly details?: Readonly<Record<string, string | number | boolean | null>>,
  ) {
    super(message ?? code);
    this.name = 'HttpError';
  }

  /** Whether a message was given on purpose (otherwise only the code is sent). */
  get hasPublicMessage(): boolean {
    return this.message !== this.code;
  }
}

export const badRequest = (message: string, code = 'bad_request') =>
  new HttpError(400, code, message);
export const unauthorized = (message = 'Authentication required', code = 'unauthorized') =>
  new HttpError(401, code, message);
export const forbidden = (message = 'Not allowed', code = 'forbidden') =>
  new HttpError(403, code, message);
export const notFound = (message?: string, code = 'not_found') => new HttpError(404, code, message);
export const conflict = (message: string, code = 'conflict') => new HttpError(409, code, message);
export const tooManyRequests = (message = 'Too many requests', code = 'too_many_requests') =>
  new HttpError(429, code, message);
