/**
 * Reads the claims of a JWT without checking its signature. The browser only uses them to know
 * when a token runs out and which user name it names; the api verifies every token it receives
 * (signature, issuer, audience, expiry, token use), so nothing here is trusted for access.
 */
export function decodeJwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Expiry of a token in seconds since the epoch, or null when it cannot be read. */
export function expiryOf(token: string): number | null {
  const exp = decodeJwtClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
}

/** Issue time of a token in seconds since the epoch, or null when it cannot be read. */
export function issuedAtOf(token: string): number | null {
  const iat = decodeJwtClaims(token)?.iat;
  return typeof iat === 'number' && Number.isFinite(iat) ? iat : null;
}

/**
 * The identity-provider user name an id token names: its `cognito:username` claim, falling back
 * to the subject.
 */
export function userNameOf(idToken: string): string | null {
  const claims = decodeJwtClaims(idToken);
  const name = claims?.['cognito:username'] ?? claims?.sub;
  return typeof name === 'string' && name.length > 0 ? name : null;
}
