import type { NotebookScan } from '../types/scan';

/**
 * How the mobile app hands a scanned notebook to `/e-scan/qr-result` (docs/routes.md):
 *
 * - `data=<bytes>`: the symbol's raw bytes percent-encoded (`%8E%52…`; `+` is a space, as in
 *   any form-encoded query);
 * - `base64=<bytes>`: the same bytes in base64 (standard or URL-safe, padding optional).
 *
 * Either may repeat, one per symbol of a split notebook, in the order scanned. They are read
 * from the fragment (`#data=…`, which never reaches a server's logs) or from the query.
 */
export const PAYLOAD_PARAMS = { percent: 'data', base64: 'base64' } as const;

export type IncomingPayload =
  { kind: 'none' } | { kind: 'scan'; scan: NotebookScan } | { kind: 'invalid' };

const HEX_PAIR = /^[0-9A-Fa-f]{2}$/;

/**
 * Percent-decoding to bytes, not to text: `decodeURIComponent` would read the bytes as UTF-8
 * and garble a Shift_JIS notebook. A character left unencoded stands for itself (UTF-8 when the
 * browser kept it as typed).
 */
export function percentDecodeBytes(raw: string): Uint8Array | null {
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < raw.length; i += 1) {
    const char = raw[i]!;
    if (char === '%') {
      const hex = raw.slice(i + 1, i + 3);
      if (!HEX_PAIR.test(hex)) return null;
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else if (char === '+') {
      bytes.push(0x20);
    } else {
      const code = raw.codePointAt(i)!;
      if (code < 0x80) bytes.push(code);
      else {
        const encoded = encoder.encode(String.fromCodePoint(code));
        bytes.push(...encoded);
        if (code > 0xffff) i += 1;
      }
    }
  }
  return new Uint8Array(bytes);
}

/** Base64 (RFC 4648, standard or URL-safe alphabet, padding optional) to bytes. */
export function base64DecodeBytes(raw: string): Uint8Array | null {
  const text = percentDecodeText(raw).replace(/\s/g, '').replace(/-/g, '+').replace(/_/g, '/');
  const bare = text.replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(bare) || bare.length % 4 === 1) return null;
  const padded = bare + '='.repeat((4 - (bare.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** A base64 value may itself be percent-encoded (`%2B`, `%3D`) by the link that carries it. */
function percentDecodeText(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The raw name/value pairs of a query or fragment, values left undecoded. */
function rawPairs(part: string): [string, string][] {
  return part
    .replace(/^[?#]/, '')
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    });
}

function symbolsOf(part: string): Uint8Array[] | 'invalid' | null {
  const symbols: Uint8Array[] = [];
  let found = false;
  for (const [name, value] of rawPairs(part)) {
    let bytes: Uint8Array | null;
    if (name === PAYLOAD_PARAMS.percent) bytes = percentDecodeBytes(value);
    else if (name === PAYLOAD_PARAMS.base64) bytes = base64DecodeBytes(value);
    else continue;
    found = true;
    if (!bytes || bytes.length === 0) return 'invalid';
    symbols.push(bytes);
  }
  return found ? symbols : null;
}

/** The notebook a link carries, from its fragment first, then its query. */
export function payloadFromLocation(search: string, hash: string): IncomingPayload {
  for (const part of [hash, search]) {
    const symbols = symbolsOf(part);
    if (symbols === 'invalid') return { kind: 'invalid' };
    if (symbols) {
      return {
        kind: 'scan',
        scan: { symbols: symbols.map((bytes) => ({ bytes })), encoding: 'shift_jis' },
      };
    }
  }
  return { kind: 'none' };
}
