import { createHash, webcrypto } from 'node:crypto';
import { base64url, codeChallengeS256, maskToken, randomToken } from './pkce';

// jsdom has getRandomValues but no SubtleCrypto: lend it the platform's, as browsers have one.
beforeAll(() => {
  if (!globalThis.crypto.subtle) {
    Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });
  }
});

describe('PKCE helpers', () => {
  it('makes 43-character base64url verifiers that differ every time', () => {
    const a = randomToken();
    const b = randomToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
  });

  it('computes the S256 challenge as base64url(SHA-256(verifier))', async () => {
    const verifier = randomToken();
    const expected = createHash('sha256').update(verifier).digest('base64url');
    await expect(codeChallengeS256(verifier)).resolves.toBe(expected);
  });

  it('encodes base64url without padding', () => {
    expect(base64url(new Uint8Array([251, 255]))).toBe('-_8');
  });

  it('masks tokens, keeping only their ends', () => {
    expect(maskToken('abcdefghijklmnopqrstuvwxyz')).toBe('abcdefgh…wxyz');
    expect(maskToken('short')).toBe('••••');
  });
});
