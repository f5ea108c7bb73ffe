import { encodeShiftJis } from '@harmo/medical-formats/testing';
import {
  base64DecodeBytes,
  payloadFromLocation,
  percentDecodeBytes,
} from './payload-from-location';

const TEXT = 'JAHISTC08,1\r\n5,20250912,1\r\n201,1,ノルバスク錠５ｍｇ,1,錠,2,610463238,1\r\n';
const BYTES = encodeShiftJis(TEXT);

function percent(bytes: Uint8Array): string {
  return [...bytes].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}

function base64(bytes: Uint8Array, urlSafe = false): string {
  const text = Buffer.from(bytes).toString('base64');
  return urlSafe ? text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : text;
}

function scanOf(search: string, hash = '') {
  const payload = payloadFromLocation(search, hash);
  if (payload.kind !== 'scan') throw new Error(`no scan: ${payload.kind}`);
  return payload.scan;
}

describe('payloadFromLocation', () => {
  it('reads Shift_JIS bytes percent-encoded in the query, byte for byte', () => {
    const scan = scanOf(`?data=${percent(BYTES)}`);
    expect(scan.encoding).toBe('shift_jis');
    expect(scan.symbols).toHaveLength(1);
    expect([...scan.symbols[0]!.bytes]).toEqual([...BYTES]);
  });

  it('reads base64 from the fragment, standard or URL-safe, before the query', () => {
    const fromHash = scanOf('?currentAccount=x', `#base64=${base64(BYTES, true)}`);
    expect([...fromHash.symbols[0]!.bytes]).toEqual([...BYTES]);
    const percentEncodedBase64 = encodeURIComponent(base64(BYTES));
    expect([...scanOf(`?base64=${percentEncodedBase64}`).symbols[0]!.bytes]).toEqual([...BYTES]);
  });

  it('keeps the symbols of a split notebook in the order given', () => {
    const scan = scanOf(
      `?data=${percent(BYTES.subarray(0, 10))}&data=${percent(BYTES.subarray(10))}`,
    );
    expect(scan.symbols.map((s) => s.bytes.length)).toEqual([10, BYTES.length - 10]);
  });

  it('has no payload without the parameters, and a broken one is called broken', () => {
    expect(payloadFromLocation('?currentAccount=abc', '')).toEqual({ kind: 'none' });
    expect(payloadFromLocation('?data=%8', '')).toEqual({ kind: 'invalid' });
    expect(payloadFromLocation('?base64=***', '')).toEqual({ kind: 'invalid' });
    expect(payloadFromLocation('?data=', '')).toEqual({ kind: 'invalid' });
  });
});

describe('percentDecodeBytes', () => {
  it('reads + as a space and keeps unencoded characters as their UTF-8 bytes', () => {
    expect([...percentDecodeBytes('a+b')!]).toEqual([0x61, 0x20, 0x62]);
    expect([...percentDecodeBytes('é')!]).toEqual([0xc3, 0xa9]);
  });
});

describe('base64DecodeBytes', () => {
  it('refuses a length no base64 text can have', () => {
    expect(base64DecodeBytes('A')).toBeNull();
    expect([...base64DecodeBytes('AAE')!]).toEqual([0, 1]);
  });
});
