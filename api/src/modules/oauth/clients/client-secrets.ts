import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Public identifier of a client: `hc_` and 128 random bits. */
export const newClientId = (): string => `hc_${randomBytes(16).toString('base64url')}`;

/** A confidential client's secret: `hcs_` and 256 random bits, shown to its owner once. */
export const newClientSecret = (): string => `hcs_${randomBytes(32).toString('base64url')}`;

const PREFIX = 'sha256:';

/**
 * Security: only this hash is stored. A secret has 256 random bits, so a fast hash is enough
 * (nothing to guess); a slow password hash would only slow down every token request.
 */
export const hashClientSecret = (secret: string): string =>
  `${PREFIX}${createHash('sha256').update(secret, 'utf8').digest('base64url')}`;

/** Constant-time comparison of a presented secret with the stored hash. */
export function clientSecretMatches(presented: unknown, storedHash: string | undefined): boolean {
  if (typeof presented !== 'string' || !storedHash?.startsWith(PREFIX)) return false;
  const expected = Buffer.from(storedHash, 'utf8');
  const actual = Buffer.from(hashClientSecret(presented), 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
