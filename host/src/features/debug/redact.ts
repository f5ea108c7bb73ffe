const SECRET_KEY = /token|secret|password/i;
/** Keys of personal data: names (and the identity user name, often an e-mail), kana, birth dates, contact details. */
const PERSONAL_KEY = /name|kana|birth|e-?mail|phone|address|gender/i;

/** What stands in for a personal value: its kind only, so the session's shape still shows. */
export const PERSONAL_PLACEHOLDER = '[personal data hidden]';

/**
 * Security and privacy rule: the debug page shows account ids and the session's shape, never a
 * credential or a person's data. A value under a key that names a token, secret or password is
 * replaced by its length; one under a key that names personal data (name, kana, birth date,
 * e-mail, phone, address, gender) by a placeholder; however deep it sits.
 */
export function redactSession(value: unknown, key = ''): unknown {
  if (typeof value === 'function') return undefined;
  if (SECRET_KEY.test(key) && value !== null && value !== undefined) {
    return `[redacted: ${String(value).length} characters]`;
  }
  if (PERSONAL_KEY.test(key) && value !== null && value !== undefined) {
    return PERSONAL_PLACEHOLDER;
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
