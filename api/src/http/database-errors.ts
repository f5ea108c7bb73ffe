/**
 * PostgreSQL's answers to text it cannot store: `22021` character_not_in_repertoire (NUL, bytes
 * that are not UTF-8) and `22P05` untranslatable_character. Such text is the client's fault, so it
 * is a 400 even when a check at the boundary missed it. Both pg and PGlite put the SQLSTATE in
 * `code`.
 */
const ENCODING_ERROR_CODES = new Set(['22021', '22P05']);

export function isTextEncodingError(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && ENCODING_ERROR_CODES.has(code)) return true;
  // Errors rethrown with the database error as their cause (e.g. inside a transaction helper).
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isTextEncodingError(cause);
}

/**
 * For PostgreSQL's `23505` unique_violation, the constraint it names ('' when the driver did not
 * say); null for any other error.
 */
export function uniqueViolationOf(error: unknown): string | null {
  if (error === null || typeof error !== 'object') return null;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code !== '23505') return null;
  return typeof constraint === 'string' ? constraint : '';
}

/** True for PostgreSQL's unique_violation, whichever driver raised it. */
export const isUniqueViolation = (error: unknown): boolean => uniqueViolationOf(error) !== null;
