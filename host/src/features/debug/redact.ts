const SECRET_KEY = /token|secret|password/i;

/**
 * Security rule: the debug page never shows a credential. Any value under a key that names a
 * token, secret or password is replaced by its length, however deep it sits.
 */
export function redactSession(value: unknown, key = ''): unknown {
  if (typeof value === 'function') return undefined;
  if (SECRET_KEY.test(key) && value !== null && value !== undefined) {
    return `[redacted: ${String(value).length} characters]`;
  }
  if (Array.isArray(value)) return value.map((item) => redactSession(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .map(([k, v]) => [k, redactSession(v, k)] as const)
        .filter(([, v]) => v !== undefined),
    );
  }
  return value;
}
