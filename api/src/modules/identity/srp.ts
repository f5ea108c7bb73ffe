/**
 * Server side of the SRP-6a variant that Cognito user pools speak (as computed by
 * amazon-cognito-identity-js): 3072-bit group of RFC 5054 / RFC 3526, g = 2, SHA-256,
 * HKDF-SHA256 ("Caldera Derived Key") for the 16-byte session key and an HMAC-SHA256
 * "password claim" signature.
 *
 * The same maths serves users (poolName, userId) and remembered devices
 * (deviceGroupKey, deviceKey).
 *
 * Security rules enforced here:
 *  - a password is only ever turned into (salt, verifier); neither the password nor any hash
 *    of it that would let someone sign in without running SRP is returned or stored;
 *  - A mod N = 0 and u = 0 are rejected (otherwise the session key would be predictable);
 *  - signatures and verifiers are compared in constant time.
 */
import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD1' +
  '29024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
  'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245' +
  'E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
  'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3D' +
  'C2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
  '83655D23DCA3AD961C62F356208552BB9ED529077096966D' +
  '670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
  'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9' +
  'DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
  '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64' +
  'ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
  'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6B' +
  'F12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
  'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB31' +
  '43DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';

export const SRP_N = BigInt(`0x${N_HEX}`);
export const SRP_G = 2n;
const DERIVED_KEY_INFO = Buffer.from('Caldera Derived Key', 'utf8');
/** Longest hex a group element can take (3072 bits, plus a possible sign byte). */
const MAX_GROUP_ELEMENT_HEX_LENGTH = 770;

/** Even-length hex, with "00" prepended when the high bit is set (the client's padHex). */
export function padHex(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2 !== 0) hex = `0${hex}`;
  if (/^[89a-f]/i.test(hex)) hex = `00${hex}`;
  return hex;
}

function sha256Hex(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

function hashOfHex(hex: string): string {
  return sha256Hex(Buffer.from(hex, 'hex'));
}

function toBigInt(hex: string): bigint {
  return BigInt(`0x${hex}`);
}

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  if (b < 0n) b += modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

const SRP_K = toBigInt(hashOfHex(padHex(SRP_N) + padHex(SRP_G)));

/** Parses a hex group element sent by a client; returns null when it is not plain hex. */
export function parseHexGroupElement(hex: string): bigint | null {
  if (!/^[0-9a-f]+$/i.test(hex) || hex.length > MAX_GROUP_ELEMENT_HEX_LENGTH) return null;
  return toBigInt(hex);
}

/** x = H(pad(salt) ‖ H(realm ‖ identity ‖ ":" ‖ password)) */
function computeX(saltHex: string, realm: string, identity: string, password: string): bigint {
  const identityHash = sha256Hex(Buffer.from(`${realm}${identity}:${password}`, 'utf8'));
  return toBigInt(hashOfHex(padHex(toBigInt(saltHex)) + identityHash));
}

export interface PasswordVerifier {
  /** Salt as even-length hex. */
  saltHex: string;
  /** v = g^x mod N as padded hex. */
  verifierHex: string;
}

/** Turns a password into the only things the server keeps: a random salt and v = g^x. */
export function createPasswordVerifier(
  realm: string,
  identity: string,
  password: string,
): PasswordVerifier {
  const saltHex = padHex(toBigInt(randomBytes(16).toString('hex')));
  return { saltHex, verifierHex: computeVerifierHex(saltHex, realm, identity, password) };
}

export function computeVerifierHex(
  saltHex: string,
  realm: string,
  identity: string,
  password: string,
): string {
  return padHex(modPow(SRP_G, computeX(saltHex, realm, identity, password), SRP_N));
}

/**
 * Checks a plain password (USER_PASSWORD_AUTH, ChangePassword) by recomputing the verifier and
 * comparing it with the stored one in constant time.
 */
export function passwordMatchesVerifier(
  stored: PasswordVerifier,
  realm: string,
  identity: string,
  password: string,
): boolean {
  const candidate = Buffer.from(computeVerifierHex(stored.saltHex, realm, identity, password));
  const expected = Buffer.from(stored.verifierHex);
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}

export interface ServerEphemeral {
  /** Secret b, hex. Kept server side only (in the short-lived challenge row). */
  secretHex: string;
  /** B = (k·v + g^b) mod N, hex, sent as SRP_B. */
  publicHex: string;
}

export function createServerEphemeral(verifierHex: string): ServerEphemeral {
  const v = toBigInt(verifierHex);
  for (;;) {
    const b = toBigInt(randomBytes(64).toString('hex'));
    const B = (SRP_K * v + modPow(SRP_G, b, SRP_N)) % SRP_N;
    if (B !== 0n) return { secretHex: b.toString(16), publicHex: B.toString(16) };
  }
}

export interface SessionKeyInput {
  clientPublicHex: string;
  server: ServerEphemeral;
  verifierHex: string;
}

/**
 * Derives the 16-byte key both sides share, or null when A is unusable
 * (A mod N = 0, or u = 0): such a session must fail.
 */
export function deriveSessionKey(input: SessionKeyInput): Buffer | null {
  const A = parseHexGroupElement(input.clientPublicHex);
  if (A === null || A % SRP_N === 0n) return null;
  const B = toBigInt(input.server.publicHex);
  const u = toBigInt(hashOfHex(padHex(A) + padHex(B)));
  if (u === 0n) return null;
  const v = toBigInt(input.verifierHex);
  const b = toBigInt(input.server.secretHex);
  const S = modPow((A * modPow(v, u, SRP_N)) % SRP_N, b, SRP_N);
  return Buffer.from(
    hkdfSync(
      'sha256',
      Buffer.from(padHex(S), 'hex'),
      Buffer.from(padHex(u), 'hex'),
      DERIVED_KEY_INFO,
      16,
    ),
  );
}

/** base64(HMAC-SHA256(key, realm ‖ identity ‖ secretBlock ‖ timestamp)) */
export function passwordClaimSignature(
  key: Buffer,
  realm: string,
  identity: string,
  secretBlockBase64: string,
  timestamp: string,
): string {
  return createHmac('sha256', key)
    .update(
      Buffer.concat([
        Buffer.from(realm, 'utf8'),
        Buffer.from(identity, 'utf8'),
        Buffer.from(secretBlockBase64, 'base64'),
        Buffer.from(timestamp, 'utf8'),
      ]),
    )
    .digest('base64');
}

export function signaturesMatch(expectedBase64: string, receivedBase64: string): boolean {
  const expected = Buffer.from(expectedBase64, 'base64');
  const received = Buffer.from(receivedBase64, 'base64');
  return expected.length === received.length && timingSafeEqual(expected, received);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const TIMESTAMP_PATTERN =
  /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2}) (\d{2}):(\d{2}):(\d{2}) UTC (\d{4})$/;

/** Parses the client's TIMESTAMP ("ddd MMM D HH:mm:ss UTC YYYY"); null when malformed. */
export function parseClaimTimestamp(timestamp: string): Date | null {
  const match = TIMESTAMP_PATTERN.exec(timestamp);
  if (!match) return null;
  const [, weekday, month, day, hours, minutes, seconds, year] = match;
  const date = new Date(
    Date.UTC(
      Number(year),
      MONTHS.indexOf(month ?? ''),
      Number(day),
      Number(hours),
      Number(minutes),
      Number(seconds),
    ),
  );
  if (Number.isNaN(date.getTime()) || WEEKDAYS[date.getUTCDay()] !== weekday) return null;
  return date;
}
