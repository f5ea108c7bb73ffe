/**
 * Reads OAuth-style parameters (query string or form body). Security: a parameter given twice
 * (with different values, or twice in one place) is refused rather than guessed at, so no
 * layer can read a different value from the one that was checked.
 */
export class DuplicateParameterError extends Error {
  constructor(readonly parameter: string) {
    super(`Parameter ${parameter} was given more than once.`);
    this.name = 'DuplicateParameterError';
  }
}

export type ParameterSource = Record<string, unknown> | null | undefined;

function valueIn(source: ParameterSource, name: string): string | undefined {
  const value = source?.[name];
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) throw new DuplicateParameterError(name);
  return typeof value === 'string' ? value : String(value);
}

/** One parameter from any of the sources; absent or empty gives undefined. */
export function parameter(name: string, ...sources: ParameterSource[]): string | undefined {
  let found: string | undefined;
  for (const source of sources) {
    const value = valueIn(source, name);
    if (value === undefined || value === '') continue;
    if (found !== undefined && found !== value) throw new DuplicateParameterError(name);
    found = value;
  }
  return found;
}

/** The redirect URI with the given parameters added (existing ones are kept). */
export function withQuery(uri: string, params: Record<string, string | null | undefined>): string {
  const url = new URL(uri);
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) url.searchParams.set(name, value);
  }
  return url.toString();
}
