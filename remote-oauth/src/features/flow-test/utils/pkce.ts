/** base64url without padding (RFC 4648 §5), as PKCE and OAuth parameters use it. */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A random value from WebCrypto: 32 bytes give a 43-character string. */
export function randomToken(byteLength = 32): string {
  const bytes = new Uint8Array(byteLength);
  crypto.getRandomValues(bytes);
  return base64url(bytes);
}

/** The S256 code challenge of a verifier: base64url(SHA-256(verifier)) (RFC 7636 §4.2). */
export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** Shows enough of a token to recognise it, never the whole value. */
export function maskToken(token: string): string {
  return token.length <= 16 ? '••••' : `${token.slice(0, 8)}…${token.slice(-4)}`;
}
