import { encodeShiftJis } from '../jahis/testing/encode-shift-jis';
import { parseJahisPrescriptionSymbols, parseJahisPrescriptionText } from './parse';
import { SAMPLE_LINES, sampleBytes, sampleWith } from './testing/sample-prescription';
import type { JahisPrescription, JahisRxParseResult } from './types';

/** The platform's UTF-8 encoder; the package compiles without the DOM and Node type libraries. */
function encodeUtf8(text: string): Uint8Array {
  const { TextEncoder } = globalThis as unknown as {
    TextEncoder: new () => { encode(input: string): Uint8Array };
  };
  return new TextEncoder().encode(text);
}

function read(result: JahisRxParseResult): JahisPrescription {
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  return result.prescription;
}

function readLines(lines: readonly string[]): JahisPrescription {
  return read(parseJahisPrescriptionSymbols([sampleBytes(lines)]));
}

describe('parseJahisPrescriptionSymbols: a whole prescription', () => {
  it('reads header, patient, insurer, dates and every RP with its drugs', () => {
    expect(read(parseJahisPrescriptionSymbols([sampleBytes()]))).toEqual({
      version: 'JAHIS10',
      institution: {
        code: '0212345',
        name: '医療法人 しらかわ会 しらかわ病院',
        prefectureCode: '26',
      },
      department: '循環器科',
      doctor: { name: '白川 次郎', kana: 'ｼﾗｶﾜ ｼﾞﾛｳ' },
      patient: { name: '東 春子', kana: 'ﾋｶﾞｼ ﾊﾙｺ', sex: '2', birthDate: '19480505' },
      insurerNumber: '39260120',
      issueDate: '20251201',
      expiryDate: null,
      refill: null,
      rps: [
        {
          number: 1,
          form: '1',
          usage: '１日２回朝夕食後',
          timesPerDay: 2,
          quantity: 28,
          days: 28,
          times: null,
          drugs: [
            {
              codeType: '2',
              code: '629991111',
              name: 'ミホンサルタン錠４０ｍｇ',
              amount: 2,
              unit: '錠',
              generic: false,
            },
            {
              codeType: '7',
              code: '3999904F1ZZZ',
              name: '【般】ミホンセミド錠２０ｍｇ',
              amount: 1.5,
              unit: '錠',
              generic: true,
            },
          ],
        },
        {
          number: 2,
          form: '2',
          usage: '不眠時',
          timesPerDay: null,
          quantity: 10,
          days: null,
          times: 10,
          drugs: [
            {
              codeType: '2',
              code: '629992222',
              name: 'ミホンピデム錠５ｍｇ',
              amount: 1,
              unit: '錠',
              generic: false,
            },
          ],
        },
        {
          number: 3,
          form: '3',
          usage: '１日２回点耳',
          timesPerDay: 2,
          quantity: 1,
          days: null,
          times: null,
          drugs: [
            {
              codeType: '2',
              code: '629993333',
              name: 'ミホン点耳液０．３％',
              amount: 1,
              unit: '瓶',
              generic: false,
            },
          ],
        },
      ],
      unknownRecords: [],
    });
  });

  it('has nothing to warn about in a complete prescription', () => {
    const result = parseJahisPrescriptionSymbols([sampleBytes()]);
    expect(result.ok && result.warnings).toEqual([]);
  });

  it('decodes Shift_JIS bytes written out by hand', () => {
    // JAHIS3 / 11,,薬太郎 / 101,1,1,,7 … with 薬 = 96 F2, 太 = 91 BE, 郎 = 98 59.
    const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
    const bytes = new Uint8Array([
      ...ascii('JAHIS3\r\n11,,'),
      0x96,
      0xf2,
      0x91,
      0xbe,
      0x98,
      0x59,
      ...ascii('\r\n'),
    ]);
    expect(read(parseJahisPrescriptionSymbols([bytes])).patient.name).toBe('薬太郎');
  });

  it('reads LF-only and CR-only line ends and a payload without the end-of-file byte', () => {
    const expected = read(parseJahisPrescriptionSymbols([sampleBytes()]));
    for (const lineEnd of ['\n', '\r']) {
      const text = SAMPLE_LINES.join(lineEnd);
      expect(read(parseJahisPrescriptionSymbols([encodeShiftJis(text)]))).toEqual(expected);
      expect(read(parseJahisPrescriptionText(text))).toEqual(expected);
    }
  });

  it('reads Shift_JIS bytes that a UTF-8 byte-order mark precedes', () => {
    const withMark = new Uint8Array([0xef, 0xbb, 0xbf, ...sampleBytes()]);
    expect(read(parseJahisPrescriptionSymbols([withMark]))).toEqual(
      read(parseJahisPrescriptionSymbols([sampleBytes()])),
    );
  });

  it('skips lines holding only full-width spaces or a byte-order mark, first or between records', () => {
    const expected = read(parseJahisPrescriptionSymbols([sampleBytes()]));
    const lines = [...SAMPLE_LINES];
    lines.splice(lines.indexOf('51,20251201'), 0, '\u3000');
    expect(read(parseJahisPrescriptionSymbols([sampleBytes(['\u3000\u3000', ...lines])]))).toEqual(
      expected,
    );
    expect(read(parseJahisPrescriptionText(['\ufeff', ...lines, '\ufeff'].join('\r\n')))).toEqual(
      expected,
    );
  });

  it('reads nothing after the end-of-file byte', () => {
    const eof = sampleBytes();
    const trailing = encodeShiftJis(
      '999,after the end\r\n201,9,1,1,2,620000009,ミホン錠,1,1,錠\r\n',
    );
    const result = read(parseJahisPrescriptionSymbols([new Uint8Array([...eof, ...trailing, 0])]));
    expect(result).toEqual(read(parseJahisPrescriptionSymbols([eof])));
  });

  it('reads UTF-8 text when asked to', () => {
    const utf8 = encodeUtf8(`\ufeff${SAMPLE_LINES.join('\r\n')}\r\n`);
    expect(read(parseJahisPrescriptionSymbols([utf8], 'utf-8'))).toEqual(
      read(parseJahisPrescriptionSymbols([sampleBytes()])),
    );
  });
});

describe('parseJahisPrescriptionSymbols: field rules', () => {
  it('gives null for empty and dropped trailing fields and keeps the text inside a value as written', () => {
    const prescription = readLines(
      sampleWith({
        '1,1,0212345,26,医療法人 しらかわ会 しらかわ病院': '1,,0212345,26',
        '5,D0107,ｼﾗｶﾜ ｼﾞﾛｳ,白川 次郎': '5,,,白川　次郎 ',
        '11,P778899,東 春子,ﾋｶﾞｼ ﾊﾙｺ': '11,,,ﾋｶﾞｼ ﾊﾙｺ',
        '22,39260120': '22,',
        '4,2,08,循環器科': null,
      }),
    );
    expect(prescription.institution).toEqual({
      code: '0212345',
      name: null,
      prefectureCode: '26',
    });
    expect(prescription.doctor).toEqual({ name: '白川　次郎', kana: null });
    expect(prescription.patient.name).toBeNull();
    expect(prescription.patient.kana).toBe('ﾋｶﾞｼ ﾊﾙｺ');
    expect(prescription.insurerNumber).toBeNull();
    expect(prescription.department).toBeNull();
  });

  it('removes half- and full-width spaces around every value; a value of spaces alone is null', () => {
    const prescription = readLines(
      sampleWith({
        '1,1,0212345,26,医療法人 しらかわ会 しらかわ病院': '1,1, 0212345 ,26,　 ',
        '12,2': '12,2 ',
        '13,3230505': '13,　3230505',
        '101,1,1,,28': '101, 1 ,　1　,, 28 ',
        '111,1,1,,１日２回朝夕食後,2': '111,1,1,, １日２回朝夕食後　, 2',
        '201,1,2,1,7,3999904F1ZZZ,【般】ミホンセミド錠２０ｍｇ,1.5,1,錠':
          '201,1,2,1, 7 , 3999904F1ZZZ,　【般】ミホンセミド錠２０ｍｇ , 1.5 ,1, 錠　',
      }),
    );
    // The same prescription written without the padding (and without the institution's name,
    // which was spaces alone).
    const unpadded = readLines(
      sampleWith({ '1,1,0212345,26,医療法人 しらかわ会 しらかわ病院': '1,1,0212345,26' }),
    );
    expect(prescription).toEqual(unpadded);
    expect(prescription.rps[0]?.drugs[1]).toMatchObject({ codeType: '7', generic: true });
  });

  it('gives null for institution and doctor when their records are absent', () => {
    const prescription = readLines(
      sampleWith({
        '1,1,0212345,26,医療法人 しらかわ会 しらかわ病院': null,
        '5,D0107,ｼﾗｶﾜ ｼﾞﾛｳ,白川 次郎': null,
      }),
    );
    expect(prescription.institution).toBeNull();
    expect(prescription.doctor).toBeNull();
  });

  it('reads the dosage amount as a number and leaves it null when it is not one', () => {
    const prescription = readLines(
      sampleWith({
        '201,2,1,1,2,629992222,ミホンピデム錠５ｍｇ,1,1,錠': '201,2,1,1,2,629992222,,0.25,1,錠',
        '201,3,1,1,2,629993333,ミホン点耳液０．３％,1,1,瓶':
          '201,3,1,1,2,629993333,ミホン点耳液,2/3,1,瓶',
      }),
    );
    expect(prescription.rps[1]?.drugs[0]).toMatchObject({ name: null, amount: 0.25 });
    expect(prescription.rps[2]?.drugs[0]?.amount).toBeNull();
  });
});

describe('parseJahisPrescriptionSymbols: dates', () => {
  it('converts numeric-era dates of every era and keeps Gregorian dates', () => {
    const cases: Array<[string, string]> = [
      ['1450101', '19120101'],
      ['2150302', '19260302'],
      ['3350606', '19600606'],
      ['4080229', '19960229'],
      ['5070401', '20250401'],
      ['19480505', '19480505'],
    ];
    for (const [written, gregorian] of cases) {
      const prescription = readLines(
        sampleWith({ '13,3230505': `13,${written}`, '51,20251201': `51,${written}` }),
      );
      expect(prescription.patient.birthDate).toBe(gregorian);
      expect(prescription.issueDate).toBe(gregorian);
    }
  });

  it('keeps the precision of a partial birth date', () => {
    const cases: Array<[string, string]> = [
      ['32305', '194805'],
      ['323', '1948'],
      ['194805', '194805'],
      ['1948', '1948'],
    ];
    for (const [written, gregorian] of cases) {
      expect(readLines(sampleWith({ '13,3230505': `13,${written}` })).patient.birthDate).toBe(
        gregorian,
      );
    }
  });

  it('reads no birth date from a year 0', () => {
    for (const written of ['0000', '000005']) {
      expect(readLines(sampleWith({ '13,3230505': `13,${written}` })).patient.birthDate).toBeNull();
    }
  });

  it('reads the expiry date, and warns about impossible dates instead of inventing them', () => {
    const lines = [...SAMPLE_LINES];
    lines.splice(lines.indexOf('51,20251201') + 1, 0, '52,5071210');
    expect(readLines(lines).expiryDate).toBe('20251210');

    const result = parseJahisPrescriptionSymbols([
      sampleBytes(sampleWith({ '51,20251201': '51,4070229' })),
    ]);
    expect(result.ok && result.prescription.issueDate).toBeNull();
    expect(result.ok && result.warnings.join('\n')).toMatch(/処方箋交付年月日/);
  });
});

describe('parseJahisPrescriptionSymbols: refill', () => {
  it('reads the number of uses of a refill prescription', () => {
    const lines = [...SAMPLE_LINES];
    lines.splice(lines.indexOf('62,2') + 1, 0, '64,3');
    expect(readLines(lines).refill).toEqual({ totalUses: 3 });
  });
});

describe('parseJahisPrescriptionSymbols: unknown records', () => {
  it('lists records the format does not define, as written and in order, and reads the rest', () => {
    const lines = [...SAMPLE_LINES];
    lines.splice(lines.indexOf('51,20251201'), 0, '26,未定義,の記録');
    lines.splice(lines.indexOf('101,2,2,,10'), 0, '999,1,2,3', '01,先頭ゼロ');
    const prescription = readLines(lines);
    expect(prescription.unknownRecords).toEqual(['26,未定義,の記録', '999,1,2,3', '01,先頭ゼロ']);
    expect(prescription.rps).toHaveLength(3);
    expect(prescription.issueDate).toBe('20251201');
  });

  it('does not count defined records that the reading does not show', () => {
    const lines = [
      ...SAMPLE_LINES.slice(0, -1),
      '102,3,1,2',
      '211,3,1,5',
      '241,3,1,1,2',
      '281,3,1,1,3,後発品変更不可,',
      '24,10,90',
      '25,1',
      '28,12345678,1234566',
      '29,12345678,1234566',
      '30,特殊,公費',
      '31,1112',
      '61,12345,京都府,075-000-0000',
      '63,2,1',
      '82,1,1234567890123456',
    ];
    expect(readLines(lines).unknownRecords).toEqual([]);
  });
});

describe('parseJahisPrescriptionSymbols: versions', () => {
  it('reads the oldest layout, which lacks later records', () => {
    const prescription = readLines([
      'JAHIS2',
      '1,1,0212345,26,医院',
      '51,20120401',
      '101,1,1,,7',
      '111,1,1,,朝食後',
      '201,1,1,1,2,620000001,ミホン錠,1,1,錠',
    ]);
    expect(prescription.version).toBe('JAHIS2');
    expect(prescription.rps[0]?.drugs[0]?.name).toBe('ミホン錠');
  });

  it('reads a newer version than it knows, with a warning', () => {
    const result = parseJahisPrescriptionSymbols([sampleBytes(sampleWith({ JAHIS10: 'JAHIS12' }))]);
    expect(result.ok && result.prescription.version).toBe('JAHIS12');
    expect(result.ok && result.warnings.join('\n')).toMatch(/newer/);
  });
});

describe('parseJahisPrescriptionSymbols: warnings', () => {
  it('keeps what was read of a prescription whose last symbol is missing, and says so', () => {
    const whole = sampleBytes();
    const result = parseJahisPrescriptionSymbols([whole.slice(0, whole.length - 30)]);
    if (!result.ok) throw new Error(result.error);
    expect(result.prescription.rps).toHaveLength(3);
    expect(result.warnings.join('\n')).toMatch(/cut short/);
  });

  it('names the RP that lacks its usage or drugs, and required records that are missing', () => {
    const result = parseJahisPrescriptionSymbols([
      sampleBytes(
        sampleWith({
          '111,2,1,,不眠時,': null,
          '201,2,1,1,2,629992222,ミホンピデム錠５ｍｇ,1,1,錠': null,
          '13,3230505': null,
        }),
      ),
    ]);
    if (!result.ok) throw new Error(result.error);
    expect(result.warnings).toEqual(
      expect.arrayContaining([
        'record 13 (患者生年月日) is missing',
        'RP 2 has no usage (record 111)',
        'RP 2 has no drug (record 201)',
      ]),
    );
  });

  it('checks a 分割指示 sheet and the 公費 share flags against the RPs and drugs', () => {
    const consistent = [...SAMPLE_LINES];
    consistent.splice(consistent.indexOf('81,1,1,一包化'), 0, '63,3,1');
    consistent.splice(consistent.indexOf('111,1,1,,１日２回朝夕食後,2'), 0, '102,1,14,28');
    const accepted = parseJahisPrescriptionSymbols([sampleBytes(consistent)]);
    expect(accepted.ok && accepted.warnings).toEqual([]);

    const inconsistent = sampleWith({
      '111,1,1,,１日２回朝夕食後,2': '102,1,14,42\r\n111,1,1,,１日２回朝夕食後,2',
      '231,2,1,,,,': null,
    });
    const result = parseJahisPrescriptionSymbols([sampleBytes(inconsistent)]);
    if (!result.ok) throw new Error(result.error);
    expect(result.warnings).toEqual([
      'RP 1 has a split quantity (102) but the prescription no 分割指示 (63)',
      'RP 1: the total of its split quantity (102) differs from record 101',
      'record 231 (公費負担区分) is given for some drugs but not for all',
    ]);
  });
});
