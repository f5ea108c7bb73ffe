/** The browser's random values and hashes the central server's registration asks for. */

const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

const randomBytes = (length: number) => crypto.getRandomValues(new Uint8Array(length));

async function sha256Hex(data: Uint8Array): Promise<string> {
  const buffer = new ArrayBuffer(data.byteLength);
  new Uint8Array(buffer).set(data);
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', buffer)));
}

/** idm: a random 32-character hex id of the lite user. */
export function newIdm(): string {
  return toHex(randomBytes(16));
}

/** secret: 32 hex characters derived by hashing 32 random bytes (docs/constants.md). */
export async function newDeviceSecret(): Promise<string> {
  return (await sha256Hex(randomBytes(32))).slice(0, 32);
}

/** rsv: a random unsigned 64-bit number, in decimal. */
export function newRsv(): string {
  const view = new DataView(randomBytes(8).buffer);
  return view.getBigUint64(0).toString(10);
}

/** authCode: lower-case hex SHA-256 of the UTF-8 bytes of the issued registration token. */
export function authCodeOf(token: string): Promise<string> {
  return sha256Hex(new TextEncoder().encode(token));
}
