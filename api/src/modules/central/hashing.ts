import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/**
 * The authCode a client sends to /personal/register for a registration token: the lower-case hex
 * SHA-256 of the token's UTF-8 bytes (in a browser:
 * `crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))`, then hex).
 */
export const authCodeOf = (token: string): string => sha256Hex(token);

/**
 * Device secrets are 128-bit random values chosen by the client, so a plain SHA-256 is enough to
 * keep them unusable from a copy of the table (there is nothing to guess from a dictionary).
 */
export const secretHashOf = (secret: string): string => sha256Hex(secret.toLowerCase());

/** Compares two hex digests without leaking where they differ. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** An opaque value handed to a client (registration token, session): 32 random bytes, hex. */
export const randomHandle = (): string => randomBytes(32).toString('hex');

/** A device id: 16 decimal digits, not starting with 0, not guessable from the previous one. */
export function randomDeviceId(): string {
  let digits = String(randomInt(1, 10));
  while (digits.length < 16) digits += String(randomInt(0, 10));
  return digits;
}
