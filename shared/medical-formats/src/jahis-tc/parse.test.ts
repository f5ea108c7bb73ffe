import { encodeShiftJis } from '../jahis/testing/encode-shift-jis';
import { parseJahisTc } from './parse';
import { summarizeJahisTcNotebook } from './summary';
import {
  crlf,
  VERSION_01_LINES,
  VERSION_05_LINES,
  VERSION_08_LINES,
  VERSION_08_TEXT,
} from './testing/payloads';
import type { JahisTcNotebook, JahisTcParseResult } from './types';

function notebookOf(result: JahisTcParseResult): JahisTcNotebook {
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  return result.notebook;
}

const parseBytes = (text: string): JahisTcParseResult => parseJahisTc([encodeShiftJis(text)]);

describe('parseJahisTc on a JAHISTC08 payload', () => {
  const notebook = notebookOf(parseBytes(VERSION_08_TEXT));

  it('reads the version record', () => {
    expect([notebook.version, notebook.versionNumber, notebook.outputDirection]).toEqual([
      'JAHISTC08',
      8,
      '1',
    ]);
  });

  it('reads the patient with the era birth date in Gregorian form', () => {
    expect(notebook.patient).toEqual({
      name: '山田 花子',
      kana: 'ヤマダ ハナコ',
      sex: '2',
      birthDate: '19720415',
      postalCode: '158-0094',
      address: '東京都世田谷区玉川１－２－３',
      phone: '03-3700-0000',
      emergencyContact: '山田 太郎 090-0000-0000',
      bloodType: 'Ｂ＋',
      weight: '52.5',
      weightKg: 52.5,
    });
    expect(notebook.patientNotes.map((n) => [n.kind, n.content])).toEqual([
      ['1', '卵アレルギー'],
      ['2', 'ペニシリンで発疹'],
    ]);
  });

  it('reads OTC drugs with their JAN codes, era dates and ingredients', () => {
    expect(notebook.otcDrugs.map((d) => [d.name, d.janCode, d.startDate, d.endDate])).toEqual([
      ['ロキソニンＳ', '4987188166017', '20250901', null],
      ['ｶﾞｽﾀｰ10', '4987107617125', '20250903', '20250910'],
    ]);
    expect(notebook.otcDrugs[0]?.ingredients).toEqual([
      { name: 'ロキソプロフェンナトリウム水和物', codeType: '2', code: 'S0001', creator: '2' },
    ]);
    expect(notebook.memos).toEqual([{ content: '毎朝血圧を測る', date: '20250905', creator: '2' }]);
  });

  it('keeps each record 5 as its own dispensing, in payload order', () => {
    expect(notebook.dispensings.map((d) => [d.date, d.pharmacy?.name])).toEqual([
      ['20250912', 'ひまわり薬局 桜町店'],
      ['20190301', 'あおば調剤薬局'],
    ]);
  });

  it('reads who dispensed and who prescribed', () => {
    const [visit] = notebook.dispensings;
    expect(visit?.pharmacy).toMatchObject({
      prefecture: '13',
      scoreTable: '4',
      code: '1312345',
      phone: '03-3700-1234',
    });
    expect(visit?.pharmacist).toEqual({ name: '鈴木 一郎', contact: '03-3700-1234', creator: '1' });
    expect(visit?.institution?.name).toBe('医療法人社団 青葉会 青葉内科クリニック');
    expect(visit?.doctors.map((d) => [d.name, d.department])).toEqual([
      ['佐藤 健', '内科'],
      ['高橋 美咲', '皮膚科'],
    ]);
  });

  it('groups drugs and usage by RP under the doctor they follow', () => {
    const rps = notebook.dispensings[0]?.rps ?? [];
    expect(
      rps.map((rp) => [
        rp.rpNumber,
        rp.usage,
        rp.quantity,
        rp.unit,
        rp.doctorIndex,
        rp.drugs.length,
      ]),
    ).toEqual([
      [1, '【１日１回 朝食後】', 28, '日分', 0, 2],
      [2, '頭痛時', 10, '回分', 0, 1],
      [3, '１日２回 患部に塗布', 1, '調剤', 1, 1],
    ]);
    expect(rps[1]?.drugs[0]?.amount).toBe(1.5);
    expect(rps[2]?.dosageForm).toBe('5');
  });

  it('reads drug codes, generic names, supplements and cautions', () => {
    const rp = notebook.dispensings[0]?.rps[0];
    expect(rp?.drugs[0]).toMatchObject({
      name: 'ノルバスク錠５ｍｇ',
      code: '610463238',
      codeType: '2',
      genericName: 'アムロジピンベシル酸塩錠５ｍｇ',
      genericCodeType: '2',
      genericCode: '2171022F1ZZZ',
      supplements: [{ content: '粉砕', creator: '1' }],
      cautions: [{ content: 'グレープフルーツジュースを避ける', creator: '1' }],
    });
    expect(rp?.drugs[1]).toMatchObject({
      name: 'ｺﾘｵﾊﾟﾝ錠10mg',
      codeType: '4',
      code: '1242008F1090',
      supplements: [],
    });
    expect(rp?.usageSupplements).toEqual([{ content: '飲み忘れたら昼までに', creator: '1' }]);
    expect(rp?.cautions).toEqual([{ content: 'ふらつきに注意', creator: '1' }]);
  });

  it('reads the visit-wide records and the family pharmacist', () => {
    const [visit] = notebook.dispensings;
    expect(visit?.cautions).toEqual([{ content: '眠気が出ることがあります', creator: '1' }]);
    expect(visit?.providedInformation).toEqual([
      { content: '入院中に発疹', kind: '30', creator: '1' },
    ]);
    expect(visit?.leftoverChecks).toEqual([{ content: '残薬なし', creator: '1' }]);
    expect(visit?.remarks).toEqual([{ content: '後発品へ変更', creator: '1' }]);
    expect(visit?.patientEntries).toEqual([{ content: '飲みやすかった', date: '20250913' }]);
    expect(notebook.familyPharmacists).toEqual([
      {
        name: '鈴木 一郎',
        pharmacyName: 'ひまわり薬局 桜町店',
        contact: '03-3700-1234',
        startDate: '20240401',
        endDate: null,
        creator: '1',
      },
    ]);
  });

  it('reads everything without warnings or unknown records', () => {
    expect(notebook.warnings).toEqual([]);
    expect(notebook.unknownRecords).toEqual([]);
  });
});

describe('summarizeJahisTcNotebook', () => {
  it('gives exactly the listed keys, in order, with nulls for empty fields', () => {
    const summary = summarizeJahisTcNotebook(notebookOf(parseBytes(VERSION_08_TEXT)));
    expect(Object.keys(summary)).toEqual([
      'version',
      'patient',
      'dispensings',
      'otcDrugs',
      'unknownRecords',
    ]);
    expect(summary.patient).toEqual({
      name: '山田 花子',
      kana: 'ヤマダ ハナコ',
      sex: '2',
      birthDate: '19720415',
    });
    expect(summary.dispensings[1]).toEqual({
      date: '20190301',
      pharmacy: { name: 'あおば調剤薬局', phone: '03-1111-2222' },
      doctors: [],
      rps: [
        {
          rpNumber: 1,
          usage: '１日３回毎食後',
          quantity: 5,
          unit: '日分',
          drugs: [
            { name: 'ムコダイン錠５００ｍｇ', amount: 3, unit: '錠', code: null, codeType: '1' },
          ],
        },
      ],
    });
    expect(summary.otcDrugs[0]).toEqual({
      name: 'ロキソニンＳ',
      janCode: '4987188166017',
      startDate: '20250901',
    });
    expect(summary.unknownRecords).toBe(0);
  });
});

describe('parseJahisTc across versions', () => {
  it('reads a Ver.1.0 header without 出力区分 and short records', () => {
    const notebook = notebookOf(parseBytes(crlf(VERSION_01_LINES)));
    expect([notebook.version, notebook.versionNumber, notebook.outputDirection]).toEqual([
      'JAHISTC01',
      1,
      null,
    ]);
    expect(notebook.patient).toMatchObject({
      name: '田中 ｼｹﾞﾙ',
      sex: '1',
      birthDate: '19580303',
      kana: null,
    });
    expect(notebook.dispensings[0]).toMatchObject({
      date: '20130410',
      creator: null,
      pharmacist: { name: '木村 薬子', contact: null },
    });
    expect(notebook.dispensings[0]?.rps[0]?.drugs[0]).toMatchObject({
      name: 'ﾛｷｿﾆﾝ錠60mg',
      amount: 3,
      genericName: null,
    });
  });

  it('reads a JAHISTC05 OTC drug, which has no JAN code yet', () => {
    const notebook = notebookOf(parseBytes(crlf(VERSION_05_LINES)));
    expect(notebook.versionNumber).toBe(5);
    expect(notebook.otcDrugs).toEqual([
      {
        name: 'パブロン',
        startDate: '20171201',
        endDate: null,
        creator: '2',
        serialNumber: null,
        janCode: null,
        ingredients: [],
      },
    ]);
    expect(notebook.dispensings[0]?.pharmacy?.prefecture).toBe('01');
  });

  it('reads a future version with the newest layout and keeps its new records as unknown', () => {
    const lines = [
      ...VERSION_08_LINES.slice(0, 9),
      '205,1,将来の項目',
      ...VERSION_08_LINES.slice(9),
    ];
    lines[0] = 'JAHISTC09,1';
    const notebook = notebookOf(parseBytes(crlf(lines)));
    expect(notebook.version).toBe('JAHISTC09');
    expect(notebook.dispensings).toHaveLength(2);
    expect(notebook.unknownRecords).toEqual([
      { lineNumber: 10, recordNumber: '205', fields: ['1', '将来の項目'] },
    ]);
    expect(summarizeJahisTcNotebook(notebook).unknownRecords).toBe(1);
  });
});

describe('parseJahisTc on irregular but readable text', () => {
  it('accepts LF and CR line ends, blank lines, a missing final line end and the EOF mark', () => {
    const text =
      'JAHISTC08,1\n\n5,20250912,1\r201,1,薬Ａ,1,錠,1,,1\r\n\r\n301,1,朝,7,日分,1,1,,1\u001a';
    const notebook = notebookOf(parseBytes(text));
    expect(notebook.dispensings[0]?.rps[0]).toMatchObject({
      usage: '朝',
      quantity: 7,
      drugs: [{ name: '薬Ａ' }],
    });
    expect(notebook.unknownRecords).toEqual([]);
  });

  it('counts unknown record numbers, never known records, and carries on', () => {
    const text = crlf([
      'JAHISTC08,1',
      '999,x',
      'ゴミ',
      '5,20250912',
      '2,1,花粉',
      '911,1,1,1',
      '201,1,薬,1,錠',
      '7,,',
    ]);
    const notebook = notebookOf(parseBytes(text));
    expect(notebook.unknownRecords.map((r) => r.recordNumber)).toEqual(['999', 'ゴミ', '7']);
    expect(notebook.dispensings[0]?.rps[0]?.drugs[0]?.name).toBe('薬');
  });

  it('warns about records before any dispensing date and about impossible dates', () => {
    const text = crlf(['JAHISTC08,1', '201,1,薬,1,錠', '5,20250230,1']);
    const notebook = notebookOf(parseBytes(text));
    expect(notebook.dispensings).toEqual([expect.objectContaining({ date: null, rps: [] })]);
    expect(notebook.warnings).toEqual([
      'line 2: record 201 comes before any dispensing date (record 5) and is skipped',
      'line 3: "20250230" in field 1 of record 5 is not a date',
    ]);
  });

  it('skips a drug note with no drug before it, its RP opened as by any record of an RP', () => {
    const text = crlf([
      'JAHISTC08,1',
      '5,20250912,1',
      '201,1,ロキソプロフェン錠60mg,1,錠,2,620098801,1',
      '281,3,粉砕,1',
      '291,3,眠気に注意,1',
    ]);
    const notebook = notebookOf(parseBytes(text));
    // An RP is every record with its number (201, 281, 291, 301, 311, 391): RP 3 is there,
    // with no drug, as one holding only a 311 or a 391 is.
    const rps = notebook.dispensings[0]?.rps;
    expect(rps?.map((rp) => [rp.rpNumber, rp.drugs.length])).toEqual([
      [1, 1],
      [3, 0],
    ]);
    expect(rps?.[0]?.drugs[0]?.supplements).toEqual([]);
    expect(notebook.warnings).toEqual([
      'line 4: record 281 comes before any drug of its RP and is skipped',
      'line 5: record 291 comes before any drug of its RP and is skipped',
    ]);
  });

  it('gives null for amounts that are not numbers and keeps the recorded text', () => {
    const text = crlf([
      'JAHISTC08,1',
      '5,20250912',
      '201,1,軟膏,適量,ｇ,1,,1',
      '301,1,患部に,約1,調剤,5,1,,1',
    ]);
    const rp = notebookOf(parseBytes(text)).dispensings[0]?.rps[0];
    expect([
      rp?.drugs[0]?.amount,
      rp?.drugs[0]?.amountText,
      rp?.quantity,
      rp?.quantityText,
    ]).toEqual([null, '適量', null, '約1']);
  });

  it('reads UTF-8 text given as a string or as bytes with the utf-8 encoding', () => {
    const fromString = notebookOf(parseJahisTc(`\ufeff${VERSION_08_TEXT}`));
    const bytes = new Uint8Array(
      Array.from(unescape(encodeURIComponent(VERSION_08_TEXT)), (c) => c.charCodeAt(0)),
    );
    const fromBytes = notebookOf(parseJahisTc(bytes, { encoding: 'utf-8' }));
    expect(summarizeJahisTcNotebook(fromString)).toEqual(
      summarizeJahisTcNotebook(notebookOf(parseBytes(VERSION_08_TEXT))),
    );
    expect(summarizeJahisTcNotebook(fromBytes)).toEqual(summarizeJahisTcNotebook(fromString));
  });
});

describe('parseJahisTc after a UTF-8 byte-order mark', () => {
  const BOM = [0xef, 0xbb, 0xbf];
  const marked = (bytes: Uint8Array): Uint8Array => new Uint8Array([...BOM, ...bytes]);
  const expected = notebookOf(parseBytes(VERSION_08_TEXT));

  it('reads Shift_JIS bytes a tool saved with the mark in front as the same notebook', () => {
    const bytes = marked(encodeShiftJis(VERSION_08_TEXT));
    // The mark is not Shift_JIS: decoded with the data it would stand in front of `JAHIS`.
    expect(Array.from(bytes.subarray(0, 8))).toEqual([...BOM, 0x4a, 0x41, 0x48, 0x49, 0x53]);
    expect(notebookOf(parseJahisTc([bytes]))).toEqual(expected);
    expect(notebookOf(parseJahisTc(bytes))).toEqual(expected);
    expect(notebookOf(parseJahisTc({ bytes }))).toEqual(expected);
  });

  it('reads 911 parts and Structured Append symbols saved as files, each with its mark', () => {
    const part = (n: number, lines: string[]) =>
      marked(encodeShiftJis(crlf(['JAHISTC08,1', ...lines, `911,20250912101500,2,${n}`])));
    const [header, ...body] = VERSION_08_LINES;
    const whole = notebookOf(parseBytes(crlf([header!, ...body])));
    const split = notebookOf(parseJahisTc([part(2, body.slice(10)), part(1, body.slice(0, 10))]));
    expect(summarizeJahisTcNotebook(split)).toEqual(summarizeJahisTcNotebook(whole));

    const bytes = encodeShiftJis(VERSION_08_TEXT);
    const cut = encodeShiftJis('JAHISTC08,1\r\n1,').length + 1; // inside 山
    const symbols = [marked(bytes.slice(cut)), marked(bytes.slice(0, cut))];
    expect(notebookOf(parseJahisTc(symbols))).toEqual(expected);
    const positioned = [
      { bytes: marked(bytes.slice(0, cut)), sequenceIndex: 0, sequenceSize: 2 },
      { bytes: bytes.slice(cut), sequenceIndex: 1, sequenceSize: 2 },
    ];
    expect(notebookOf(parseJahisTc(positioned))).toEqual(expected);
  });

  it('passes over the mark in text already decoded and in UTF-8 bytes', () => {
    const utf8 = new Uint8Array(
      Array.from(unescape(encodeURIComponent(`\ufeff${VERSION_08_TEXT}`)), (c) => c.charCodeAt(0)),
    );
    expect(Array.from(utf8.subarray(0, 3))).toEqual(BOM);
    expect(notebookOf(parseJahisTc(utf8, { encoding: 'utf-8' }))).toEqual(expected);
    expect(notebookOf(parseJahisTc(`\ufeff${VERSION_08_TEXT}`))).toEqual(expected);
  });

  it('still refuses what follows the mark when it is no notebook, in the same words', () => {
    const garbage = encodeShiftJis('HELLO\r\n');
    expect(parseJahisTc(marked(garbage))).toEqual(parseJahisTc(garbage));
  });
});

describe('parseJahisTc refusals', () => {
  it.each([
    ['no bytes', new Uint8Array(), 'the payload is empty'],
    ['only line breaks and EOF', encodeShiftJis('\r\n\r\n\u001a'), 'the payload is empty'],
  ])('refuses %s', (_, bytes, error) => {
    expect(parseJahisTc([bytes])).toEqual({ ok: false, error });
  });

  it('refuses a JAHIS prescription code and says what it is', () => {
    const result = parseBytes(crlf(['JAHIS10', '1,1,1234567,13,1,青葉クリニック']));
    expect(result).toEqual({
      ok: false,
      error:
        'this is a JAHIS prescription code (JAHIS10), not a medication notebook (JAHISTC) code',
    });
  });

  it('refuses garbage and a malformed version record', () => {
    const garbage = parseJahisTc([new Uint8Array([0x00, 0xff, 0x81, 0x0a, 0x41])]);
    expect(garbage.ok).toBe(false);
    expect(!garbage.ok && garbage.error).toMatch(/not a JAHIS medication notebook/);
    expect(parseBytes('JAHISTC8,1\r\n5,20250912')).toEqual({
      ok: false,
      error: 'the version record "JAHISTC8" is not JAHISTC followed by two digits',
    });
    expect(parseBytes('1,山田\r\nJAHISTC08,1').ok).toBe(false);
  });

  it('refuses data far larger than a notebook before reading it, and reads one near the bound', () => {
    const dispensing = '5,20250912,1\r\n';
    const records = (bytes: number) => dispensing.repeat(Math.floor(bytes / dispensing.length));
    const tooLarge = `${VERSION_08_TEXT}${records(256 * 1024)}`;
    const expected = {
      ok: false,
      error: "the data is far larger than a notebook's QR codes can hold",
    };
    expect(parseJahisTc([encodeShiftJis(tooLarge)])).toEqual(expected);
    expect(parseJahisTc(tooLarge)).toEqual(expected);
    // Split over symbols, the whole is what counts.
    const half = encodeShiftJis(records(130 * 1024));
    expect(parseJahisTc([encodeShiftJis(VERSION_08_TEXT), half, half])).toEqual(expected);
    expect(parseJahisTc([encodeShiftJis(`${VERSION_08_TEXT}${records(200 * 1024)}`)]).ok).toBe(
      true,
    );
  });

  it('refuses input that is not bytes or text, and an empty symbol list, without throwing', () => {
    expect(parseJahisTc([])).toEqual({ ok: false, error: 'no QR symbol was given' });
    expect(parseJahisTc([42 as unknown as string])).toEqual({
      ok: false,
      error: 'symbol 1 is neither bytes nor text',
    });
    expect(parseJahisTc(null as unknown as string).ok).toBe(false);
  });
});
