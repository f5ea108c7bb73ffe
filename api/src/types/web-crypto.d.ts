// Node provides Web Crypto (globalThis.crypto.subtle), but @types/node 20 names its key types only
// inside `webcrypto`. Libraries such as jose, and our own code, use the global names.
import type { webcrypto } from 'node:crypto';

declare global {
  type CryptoKey = webcrypto.CryptoKey;
  type CryptoKeyPair = webcrypto.CryptoKeyPair;
}

export {};
