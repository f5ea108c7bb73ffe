import { encodeShiftJis } from '../jahis/testing/encode-shift-jis';
import { jahisTcDispensingKey } from './dispensing-identity';
import { parseJahisTc } from './parse';
import { crlf } from './testing/payloads';

function dispensingsOf(lines: string[]) {
  const result = parseJahisTc(encodeShiftJis(crlf(lines)));
  if (!result.ok) throw new Error(result.error);
  return result.notebook.dispensings;
}

const VISIT = [
  '5,20250912,1',
  '11,ひまわり薬局,13,4,1312345,,,03-3700-1234,1',
  '15,鈴木 一郎,,1',
  '201,1,ノルバスク錠５ｍｇ,1,錠,2,610463238,1',
  '301,1,１日１回朝食後,28,日分,1,1,,1',
];

describe('jahisTcDispensingKey', () => {
  it('is the same for the same visit in two notebooks, even with other people and notes around it', () => {
    const [first] = dispensingsOf(['JAHISTC08,1', ...VISIT]);
    const rescanned = VISIT.map((line) =>
      line.startsWith('15,') ? '15,鈴木　一郎,03-0000-0000,1' : line,
    );
    const [, again] = dispensingsOf(['JAHISTC06,1', '5,20251001,1', ...rescanned, '501,後発品,1']);
    expect(jahisTcDispensingKey(again!)).toBe(jahisTcDispensingKey(first!));
  });

  it('differs when the date, the pharmacy or a drug amount differs', () => {
    const key = jahisTcDispensingKey(dispensingsOf(['JAHISTC08,1', ...VISIT])[0]!);
    const changed = [
      VISIT.map((l) => l.replace('5,20250912', '5,20250913')),
      VISIT.map((l) => l.replace('1312345', '1312346')),
      VISIT.map((l) => l.replace('ｍｇ,1,錠', 'ｍｇ,2,錠')),
    ];
    for (const lines of changed) {
      expect(jahisTcDispensingKey(dispensingsOf(['JAHISTC08,1', ...lines])[0]!)).not.toBe(key);
    }
  });
});
