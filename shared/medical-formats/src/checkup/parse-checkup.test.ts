import { parseCheckupFile } from './parse-checkup';
import { checkupDocument, entry, observation, quantity, utf8 } from './testing/cda';
import type { Checkup, CheckupParseResult, CheckupRefusal } from './types';

function parse(xml: string): CheckupParseResult {
  return parseCheckupFile(utf8(xml));
}

function parsed(xml: string): Checkup {
  const result = parse(xml);
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  return result.checkup;
}

function refusalOf(xml: string | Uint8Array): CheckupRefusal {
  const result = parseCheckupFile(typeof xml === 'string' ? utf8(xml) : xml);
  if (result.ok) throw new Error('expected a refusal');
  return result;
}

function refusal(xml: string | Uint8Array): string {
  return refusalOf(xml).error;
}

describe('parseCheckupFile: the header', () => {
  it('reads the insurance ids beside the check-up, as written, and leaves them out of it', () => {
    const xml = checkupDocument().replace(
      '<recordTarget><patientRole>',
      `<recordTarget><patientRole>
         <id root="1.2.392.200119.6.101" extension="06139999"/>
         <id root="1.2.392.200119.6.204" extension="１２３"/>
         <id root="1.2.392.200119.6.205" extension=" ４５６７ "/>`,
    );
    const result = parse(xml);
    if (!result.ok) throw new Error(result.error);
    expect(result.insured).toEqual({
      insurerNumber: '06139999',
      symbol: '１２３',
      number: '４５６７',
    });
    expect(JSON.stringify(result.checkup)).not.toContain('06139999');
    const bare = parse(checkupDocument());
    expect(bare.ok && bare.insured).toEqual({ insurerNumber: null, symbol: null, number: null });
  });

  it('reads the report category, the check-up date, the performer and the patient', () => {
    const checkup = parsed(checkupDocument());
    expect(checkup.reportCategory).toBe('10');
    // The file and its author carry 2024-07-01 (creation); the service event is the check-up.
    expect(checkup.date).toBe('2024-06-05');
    expect(checkup.institution).toEqual({ code: '2710000002', name: 'なにわ健診クリニック' });
    expect(checkup.patient).toEqual({
      nameKana: 'サトウ　ハナコ',
      sex: '2',
      birthDate: '1970-03-15',
    });
  });

  it('takes the date from the low end of an interval and keeps the key order of the result', () => {
    const checkup = parsed(
      checkupDocument({
        documentationOf: `<documentationOf><serviceEvent><effectiveTime><low value="20221111"/></effectiveTime></serviceEvent></documentationOf>`,
      }),
    );
    expect(checkup.date).toBe('2022-11-11');
    expect(Object.keys(checkup)).toEqual([
      'reportCategory',
      'date',
      'institution',
      'patient',
      'items',
    ]);
  });

  it("falls back to the file author's organisation when no performer is given", () => {
    const checkup = parsed(
      checkupDocument({
        documentationOf: `<documentationOf><serviceEvent><effectiveTime value="20240605"/></serviceEvent></documentationOf>`,
      }),
    );
    expect(checkup.institution).toEqual({ code: '2799999999', name: '作成代行センター' });
  });

  it('answers nulls and no items for a minimal document', () => {
    const checkup = parsed('<ClinicalDocument xmlns="urn:hl7-org:v3"/>');
    expect(checkup).toEqual({
      reportCategory: null,
      date: null,
      institution: { code: null, name: null },
      patient: { nameKana: null, sex: null, birthDate: null },
      items: [],
    });
  });

  it('matches the root on namespace and local name, whatever the prefix', () => {
    const checkup = parsed(
      '<v3:ClinicalDocument xmlns:v3="urn:hl7-org:v3"><v3:code code="10"/></v3:ClinicalDocument>',
    );
    expect(checkup.reportCategory).toBe('10');
  });
});

describe('parseCheckupFile: the results', () => {
  it('lists every result in document order, group members where the group stands', () => {
    const xml = checkupDocument({
      entries: [
        quantity('9N001000000000001', '158.2', 'cm'),
        entry(
          `<observation classCode="OBS" moodCode="EVN"><code nullFlavor="NA"/>
            <entryRelationship typeCode="COMP">${observation('3C015000002327101', '<value xsi:type="PQ" value="0.80" unit="mg/dl"/>')}</entryRelationship>
            <entryRelationship typeCode="COMP">${observation('8A065000002391901', '<value xsi:type="PQ" value="71.3" unit="mL/min/1.73m2"/>')}</entryRelationship>
            <entryRelationship typeCode="RSON">${observation('3C015161002399949', '<value xsi:type="ST">腎機能の確認</value>')}</entryRelationship>
          </observation>`,
        ),
        entry(
          observation(
            '9N701000000000011',
            '<value xsi:type="CD" code="1" codeSystem="1.2.392.200119.6.2003" displayName="はい"/>',
          ),
        ),
        entry(
          observation(
            '9N511000000000049',
            '<value xsi:type="ST">\n  異常なし。\n  引き続き年1回の受診を。\n</value>',
          ),
        ),
      ].join(''),
      moreSections: [
        entry(
          observation(
            '3C020000002327101',
            '<value xsi:type="CO" code="1" codeSystem="1.2.392.200119.6.9999"/>',
          ),
        ),
      ],
    });
    expect(parsed(xml).items).toEqual([
      { code: '9N001000000000001', name: '項目9N001', type: 'PQ', value: 158.2, unit: 'cm' },
      { code: '3C015000002327101', name: '項目3C015', type: 'PQ', value: 0.8, unit: 'mg/dl' },
      {
        code: '8A065000002391901',
        name: '項目8A065',
        type: 'PQ',
        value: 71.3,
        unit: 'mL/min/1.73m2',
      },
      {
        code: '3C015161002399949',
        name: '項目3C015',
        type: 'ST',
        value: '腎機能の確認',
        unit: null,
      },
      {
        code: '9N701000000000011',
        name: '項目9N701',
        type: 'CD',
        value: '1',
        unit: null,
        codeSystem: '1.2.392.200119.6.2003',
      },
      {
        code: '9N511000000000049',
        name: '項目9N511',
        type: 'ST',
        value: '異常なし。\n  引き続き年1回の受診を。',
        unit: null,
      },
      {
        code: '3C020000002327101',
        name: '項目3C020',
        type: 'CO',
        value: '1',
        unit: null,
        codeSystem: '1.2.392.200119.6.9999',
      },
    ]);
  });

  it('leaves out items not performed, without a value or with a null-flavoured value', () => {
    const xml = checkupDocument({
      entries: [
        entry(observation('2A030000001930101', '', ' negationInd="true"')),
        entry(observation('9A110160700000011', '')),
        entry(observation('9A110160700000011', '<value xsi:type="CD" nullFlavor="NI"/>')),
        entry(
          observation(
            '9N006000000000001',
            '<value xsi:type="PQ" value="51.0" unit="kg"/>',
            ' negationInd="false"',
          ),
        ),
      ].join(''),
    });
    expect(parsed(xml).items.map((item) => item.code)).toEqual(['9N006000000000001']);
  });

  it('keeps the display name and the unit exactly as written and reads a prefixed type', () => {
    const xml = checkupDocument({
      entries: entry(
        `<observation><code code="3D046000001906202" displayName="ＨｂＡ１ｃ（ＮＧＳＰ値）"/>
           <value xsi:type="v3:PQ" xmlns:v3="urn:hl7-org:v3" value="7.9" unit="％"/>
           <value xsi:type="CD" code="H" codeSystem="2.16.840.1.113883.5.83" displayName="以上"/>
         </observation>`,
      ),
    });
    expect(parsed(xml).items).toEqual([
      {
        code: '3D046000001906202',
        name: 'ＨｂＡ１ｃ（ＮＧＳＰ値）',
        type: 'PQ',
        value: 7.9,
        unit: '％',
      },
    ]);
  });

  it('keeps an item whose code has no code system (the item-code table is meant)', () => {
    const xml = checkupDocument({
      entries: entry(
        '<observation><code code="9N011000000000001" displayName="BMI"/><value xsi:type="PQ" value="22.1" unit="kg/m2"/></observation>',
      ),
    });
    expect(parsed(xml).items).toEqual([
      { code: '9N011000000000001', name: 'BMI', type: 'PQ', value: 22.1, unit: 'kg/m2' },
    ]);
  });

  it('reads free text given in a value attribute, and leaves out a number that is not one', () => {
    const xml = checkupDocument({
      entries: [
        entry(observation('9N516000000000049', '<value xsi:type="ST" value="ヤマダ　タロウ"/>')),
        entry(
          observation('9N001000000000001', '<value xsi:type="PQ" value="測定不能" unit="cm"/>'),
        ),
      ].join(''),
    });
    expect(parsed(xml).items).toEqual([
      {
        code: '9N516000000000049',
        name: '項目9N516',
        type: 'ST',
        value: 'ヤマダ　タロウ',
        unit: null,
      },
    ]);
  });
});

describe('parseCheckupFile: values written unusually', () => {
  it('takes the measurement, not its "at least" code, when the code comes first', () => {
    const xml = checkupDocument({
      entries: entry(
        observation(
          '3D045000001906202',
          `<value xsi:type="CD" code="H" codeSystem="2.16.840.1.113883.5.83" displayName="以上"/>
           <value xsi:type="PQ" value="500" unit="mg/dl"/>`,
        ),
      ),
    });
    expect(parsed(xml).items).toEqual([
      { code: '3D045000001906202', name: '項目3D045', type: 'PQ', value: 500, unit: 'mg/dl' },
    ]);
  });

  it('leaves out a number too large to be a measurement', () => {
    const xml = checkupDocument({
      entries: entry(
        observation('9A751000000000001', '<value xsi:type="PQ" value="1e400" unit="mmHg"/>'),
      ),
    });
    expect(parsed(xml).items).toEqual([]);
  });

  it('reads the sex, the report category and the institution without spaces around them', () => {
    const xml = checkupDocument({
      recordTarget: `<recordTarget><patientRole><patient>
         <administrativeGenderCode code=" 1 " codeSystem="1.2.392.200119.6.1104"/>
       </patient></patientRole></recordTarget>`,
      documentationOf: `<documentationOf><serviceEvent>
         <performer typeCode="PRF"><assignedEntity><representedOrganization>
           <id root=" 1.2.392.200119.6.102 " extension=" 2710000002 "/>
         </representedOrganization></assignedEntity></performer>
       </serviceEvent></documentationOf>`,
    }).replace('<code code="10"', '<code code=" 10 "');
    const checkup = parsed(xml);
    expect(checkup.reportCategory).toBe('10');
    expect(checkup.patient.sex).toBe('1');
    expect(checkup.institution.code).toBe('2710000002');
  });
});

describe('parseCheckupFile: refusals', () => {
  it('refuses a document whose root is not a CDA ClinicalDocument', () => {
    expect(refusal('<ClinicalDocument><code code="10"/></ClinicalDocument>')).toContain(
      '特定健診の結果ファイル（HL7 CDA）ではありません',
    );
    expect(refusal('<html xmlns="urn:hl7-org:v3"/>')).toContain('html');
  });

  it('refuses an archive index file and says where the results are', () => {
    const error = refusal(
      '<index xmlns="http://tokuteikenshin.jp/checkup/2007"><totalRecordCount value="1"/></index>',
    );
    expect(error).toContain('交換用基本情報ファイル');
    expect(error).toContain('DATA');
  });

  it('refuses a truncated file', () => {
    const xml = checkupDocument({ entries: quantity('9N001000000000001', '158.2', 'cm') });
    expect(refusalOf(xml.slice(0, xml.length - 40))).toEqual({
      ok: false,
      reason: 'malformed',
      error: expect.stringContaining('XML として正しくありません'),
    });
  });

  it('says a file cut off inside a multi-byte character is cut off, not in another encoding', () => {
    const bytes = utf8(checkupDocument({ entries: quantity('9N001000000000001', '158.2', 'cm') }));
    // The patient's name (サトウ…) is the first non-ASCII text: cut through its first character.
    const name = bytes.indexOf(0xe3);
    expect(refusalOf(bytes.subarray(0, name + 2))).toEqual({
      ok: false,
      reason: 'truncated',
      error: expect.stringContaining('途中で切れています'),
    });
  });

  it('refuses a document type declaration, so an external entity is never read', () => {
    const xml = `<?xml version="1.0"?>
<!DOCTYPE ClinicalDocument [<!ENTITY secret SYSTEM "file:///etc/hostname">]>
<ClinicalDocument xmlns="urn:hl7-org:v3"><code code="&secret;"/></ClinicalDocument>`;
    expect(refusalOf(xml)).toEqual({
      ok: false,
      reason: 'doctype',
      error: expect.stringContaining('DOCTYPE'),
    });
  });

  it('refuses a file over the size cap before reading it', () => {
    const padding = ' '.repeat(1024 * 1024);
    expect(
      refusal(checkupDocument().replace('<code code="10"', `${padding}<code code="10"`)),
    ).toContain('大きすぎます');
  });

  it('refuses an encoding it does not know and bytes that are not valid in the encoding', () => {
    expect(
      refusal(
        '<?xml version="1.0" encoding="x-unknown-charset"?><ClinicalDocument xmlns="urn:hl7-org:v3"/>',
      ),
    ).toContain('x-unknown-charset');
    const broken = utf8(
      '<ClinicalDocument xmlns="urn:hl7-org:v3"><title>__</title></ClinicalDocument>',
    );
    // 0x82 0xA0 is あ in Shift_JIS and no character at all in UTF-8.
    broken.set([0x82, 0xa0], broken.indexOf(0x5f));
    expect(refusal(broken)).toContain('utf-8');
  });

  it('reads a file in the encoding its declaration names', () => {
    const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
    // ア = 83 41, イ = 83 43 in Shift_JIS.
    const shiftJis = new Uint8Array([
      ...ascii(
        '<?xml version="1.0" encoding="Shift_JIS"?><ClinicalDocument xmlns="urn:hl7-org:v3">',
      ),
      ...ascii('<recordTarget><patientRole><patient><name>'),
      ...[0x83, 0x41, 0x83, 0x43],
      ...ascii('</name></patient></patientRole></recordTarget></ClinicalDocument>'),
    ]);
    const result = parseCheckupFile(shiftJis);
    expect(result.ok && result.checkup.patient.nameKana).toBe('アイ');
  });

  it('reads a file that starts with a byte order mark, UTF-8 or UTF-16', () => {
    const bytes = utf8(`\ufeff${checkupDocument()}`);
    expect(bytes.subarray(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    const result = parseCheckupFile(bytes);
    expect(result.ok && result.checkup.date).toBe('2024-06-05');

    const text = `\ufeff<ClinicalDocument xmlns="urn:hl7-org:v3"><code code="10"/></ClinicalDocument>`;
    const utf16le = new Uint8Array(text.length * 2);
    [...text].forEach((char, index) => {
      const unit = char.charCodeAt(0);
      utf16le.set([unit & 0xff, unit >> 8], index * 2);
    });
    const utf16 = parseCheckupFile(utf16le);
    expect(utf16.ok && utf16.checkup.reportCategory).toBe('10');
  });

  it('names a PDF, a zip and a saved web page for what they are', () => {
    const pdf = utf8('%PDF-1.7\n%âãÏÓ\n1 0 obj\n');
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0xff, 0xfe]);
    const html = utf8('\ufeff<!DOCTYPE html>\n<html lang="ja"><body>健診結果</body></html>');
    expect(refusalOf(pdf)).toMatchObject({ reason: 'not_checkup', error: /^PDF ファイルです/ });
    expect(refusalOf(zip)).toMatchObject({ reason: 'not_checkup', error: /^zip ファイルです/ });
    expect(refusalOf(html)).toMatchObject({ reason: 'not_checkup', error: /ウェブページ（HTML）/ });
  });

  it('refuses an empty file', () => {
    expect(refusal('')).toContain('XML');
  });
});

describe('parseCheckupFile: what a value holds', () => {
  it('takes nothing inside a value for an observation, so nested text is printed once', () => {
    // Each level's ST value holds the next observation: read as structure, every level's text
    // came again with the text of all the levels below it.
    let nested = '<value xsi:type="ST">底</value>';
    for (let level = 0; level < 30; level += 1) {
      nested = `<value xsi:type="ST">${'あ'.repeat(100)}${observation('9N511000000000049', nested)}</value>`;
    }
    const checkup = parsed(
      checkupDocument({ entries: entry(observation('9N511000000000049', nested)) }),
    );
    expect(checkup.items).toHaveLength(1);
    expect(checkup.items[0]?.type).toBe('ST');
    expect(String(checkup.items[0]?.value)).toHaveLength(30 * 100 + 1);
  });
});
