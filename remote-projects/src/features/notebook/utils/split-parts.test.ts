import { parseJahisTc } from '@harmo/medical-formats';
import { encodeShiftJis } from '@harmo/medical-formats/testing';
import type { ScannedSymbol } from '@harmo/shared';
import { missingSplitParts, notebookScanProgress, splitPartOf } from './split-parts';
import { scanProblemOf } from './scan-problem';

const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;
const part = (n: number, of: number, id = '20250912101500', lines: string[] = []) =>
  encodeShiftJis(crlf(['JAHISTC08,1', ...lines, `911,${id},${of},${n}`]));

const PART_1 = part(1, 2, undefined, [
  '5,20250912,1',
  '201,1,ノルバスク錠５ｍｇ,1,錠,2,610463238,1',
]);
const PART_2 = part(2, 2, undefined, ['301,1,【１日１回 朝食後】,28,日分,1,1,,1']);

function symbol(bytes: Uint8Array, sequenceIndex = -1, sequenceSize = -1): ScannedSymbol {
  return { format: 'QRCode', bytes, text: '', sequenceIndex, sequenceSize, sequenceId: '' };
}

describe('splitPartOf', () => {
  it('reads the part number and count of record 911', () => {
    expect(splitPartOf(PART_2)).toEqual({ dataId: '20250912101500', partCount: 2, partNumber: 2 });
  });

  it('is null for a notebook in one symbol', () => {
    expect(splitPartOf(encodeShiftJis('JAHISTC08,1\r\n5,20250912,1\r\n'))).toBeNull();
  });
});

describe('notebookScanProgress', () => {
  it('counts the parts of a 911 split: 1 of 2, then complete', () => {
    expect(notebookScanProgress([symbol(PART_2)])).toEqual({ read: 1, total: 2, complete: false });
    expect(notebookScanProgress([symbol(PART_2), symbol(PART_1)])).toEqual({
      read: 2,
      total: 2,
      complete: true,
    });
  });

  it('ignores the parts of another notebook', () => {
    const other = part(1, 2, '99999999999999');
    expect(notebookScanProgress([symbol(PART_2), symbol(other)])).toEqual({
      read: 1,
      total: 2,
      complete: false,
    });
  });

  it('counts a Structured Append set by its positions', () => {
    expect(notebookScanProgress([symbol(PART_1, 0, 3)])).toEqual({
      read: 1,
      total: 3,
      complete: false,
    });
  });

  it('takes a whole notebook in one symbol at once', () => {
    const one = encodeShiftJis('JAHISTC08,1\r\n5,20250912,1\r\n');
    expect(notebookScanProgress([symbol(one)])).toEqual({ read: 1, total: 1, complete: true });
  });
});

describe('scanProblemOf', () => {
  it('names the missing part of a split notebook by number', () => {
    const scan = { encoding: 'shift_jis' as const, symbols: [{ bytes: PART_2 }] };
    expect(missingSplitParts(scan.symbols)).toEqual({ missing: [1], total: 2 });
    expect(scanProblemOf(scan, parseJahisTc(scan.symbols))).toEqual({
      kind: 'missingParts',
      missing: [1],
      total: 2,
    });
  });

  it('tells a prescription QR code from a notebook', () => {
    const scan = {
      encoding: 'shift_jis' as const,
      symbols: [{ bytes: encodeShiftJis('JAHIS10\r\n1,1,1234567\r\n') }],
    };
    expect(scanProblemOf(scan, parseJahisTc(scan.symbols))).toEqual({ kind: 'prescription' });
  });

  it('calls anything else no notebook, and a readable notebook no problem', () => {
    const garbage = {
      encoding: 'shift_jis' as const,
      symbols: [{ bytes: encodeShiftJis('hello') }],
    };
    expect(scanProblemOf(garbage, parseJahisTc(garbage.symbols))).toEqual({ kind: 'notNotebook' });
    const whole = {
      encoding: 'shift_jis' as const,
      symbols: [{ bytes: PART_1 }, { bytes: PART_2 }],
    };
    expect(scanProblemOf(whole, parseJahisTc(whole.symbols))).toBeNull();
  });
});
