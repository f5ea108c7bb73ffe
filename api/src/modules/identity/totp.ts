import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
const DIGITS = 6;

/** A new authenticator-app secret, base32 as Cognito's AssociateSoftwareToken returns it. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secretBase32: string): TOTP {
  return new TOTP({
    issuer: 'harmo',
    label: 'harmo',
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/**
 * The time step a 6-digit code belongs to, accepting one step of clock drift either way, or null
 * when the code is wrong. Callers must then claim the step (claimTotpStep) so that a code that
 * was accepted once is never accepted again.
 */
export function matchTotpCode(secretBase32: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secretBase32).validate({
    token: code,
    timestamp: now.getTime(),
    window: 1,
  });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}
