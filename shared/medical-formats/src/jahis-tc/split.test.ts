import { encodeShiftJis } from '../jahis/testing/encode-shift-jis';
import { parseJahisTc } from './parse';
import { summarizeJahisTcNotebook } from './summary';
import { crlf, VERSION_08_LINES, VERSION_08_TEXT } from './testing/payloads';
import type { JahisTcParseResult } from './types';

const DATA_ID = '20250912101500';

/** Cuts the version-08 payload between records into three 911 parts, as a sender does. */
function splitInThree(dataId = DATA_ID): Uint8Array[] {
  const [header, ...body] = VERSION_08_LINES;
  // Part 1 ends inside RP 1 (after its drugs), part 2 starts with RP 1's usage.
  const cuts = [body.slice(0, 16), body.slice(16, 24), body.slice(24)];
  return cuts.map((lines, i) =>
    encodeShiftJis(crlf([header, ...lines, `911,${dataId},3,${i + 1}`])),
  );
}

function summaryOf(result: JahisTcParseResult): unknown {
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  return summarizeJahisTcNotebook(result.notebook);
}

const whole = summaryOf(parseJahisTc([encodeShiftJis(VERSION_08_TEXT)]));

describe('a notebook split by record 911', () => {
  const [one, two, three] = splitInThree() as [Uint8Array, Uint8Array, Uint8Array];

  it('reads the parts given out of order as the whole payload', () => {
    const result = parseJahisTc([three, one, two]);
    expect(summaryOf(result)).toEqual(whole);
    expect(result.ok && result.notebook.split).toEqual({ dataId: DATA_ID, partCount: 3 });
    expect(result.ok && result.notebook.warnings).toEqual([]);
  });

  it('keeps an RP that runs on from one part into the next', () => {
    const result = parseJahisTc([two, three, one]);
    const rp = result.ok ? result.notebook.dispensings[0]?.rps[0] : undefined;
    expect(rp).toMatchObject({ rpNumber: 1, usage: '【１日１回 朝食後】', quantity: 28 });
    expect(rp?.drugs).toHaveLength(2);
  });

  it('refuses a part given twice, each part being required exactly once', () => {
    expect(parseJahisTc([one, two, two, three])).toEqual({
      ok: false,
      error: 'part 2 of 3 was given twice',
    });
  });

  it('refuses a part given twice with different contents, taking neither', () => {
    const [header, ...body] = VERSION_08_LINES;
    const otherTwo = encodeShiftJis(crlf([header, ...body.slice(16, 23), `911,${DATA_ID},3,2`]));
    expect(parseJahisTc([one, two, otherTwo, three])).toEqual({
      ok: false,
      error: 'part 2 of 3 was given twice with different contents',
    });
    // The same reading with other line ends is the same part, given twice.
    const sameTwoInLf = encodeShiftJis(
      [header, ...body.slice(16, 24), `911,${DATA_ID},3,2`].join('\n'),
    );
    expect(parseJahisTc([one, two, sameTwoInLf, three])).toEqual({
      ok: false,
      error: 'part 2 of 3 was given twice',
    });
  });

  it('names the missing part', () => {
    expect(parseJahisTc([three, one])).toEqual({ ok: false, error: 'part 2 of 3 missing' });
    expect(parseJahisTc([two])).toEqual({
      ok: false,
      error: 'part 1 of 3 missing; part 3 of 3 missing',
    });
  });

  it('refuses parts of different notebooks', () => {
    const [, otherTwo] = splitInThree('20250913090000');
    const result = parseJahisTc([one, otherTwo!, three]);
    expect(result).toEqual({
      ok: false,
      error:
        'the symbols belong to different notebooks (split data IDs 20250912101500 and 20250913090000)',
    });
  });

  it('refuses a part number beyond the part count', () => {
    const bad = encodeShiftJis(crlf(['JAHISTC08,1', '5,20250912', `911,${DATA_ID},3,4`]));
    const result = parseJahisTc([one, bad]);
    expect(result).toEqual({
      ok: false,
      error: 'symbol 2: the 911 split record names part 4 of 3, which does not exist',
    });
  });

  it('reads a payload alone whose closing 911 names no usable part, with a warning', () => {
    for (const split of ['911', `911,${DATA_ID},1,0`, `911,${DATA_ID},,1`]) {
      const result = parseJahisTc([encodeShiftJis(`${VERSION_08_TEXT}${split}\r\n`)]);
      expect(summaryOf(result)).toEqual(whole);
      expect(result.ok && result.notebook.warnings).toEqual([
        expect.stringContaining('a split record (911) inside the data is ignored'),
      ]);
    }
  });

  it('reads a single part that says it is 1 of 1', () => {
    const single = encodeShiftJis(`${VERSION_08_TEXT}911,${DATA_ID},1,1\r\n`);
    expect(summaryOf(parseJahisTc(single))).toEqual(whole);
  });
});

describe('a notebook spread over Structured Append symbols', () => {
  const bytes = encodeShiftJis(VERSION_08_TEXT);
  // Cut inside 山 of 山田 (line 2), and inside a drug name further on.
  const firstCut = encodeShiftJis('JAHISTC08,1\r\n1,').length + 1;
  const secondCut = encodeShiftJis(VERSION_08_LINES.slice(0, 13).join('\r\n')).length + 9;
  const symbols = [
    bytes.slice(0, firstCut),
    bytes.slice(firstCut, secondCut),
    bytes.slice(secondCut),
  ];

  it('joins the bytes before decoding, so characters cut in two survive', () => {
    expect(summaryOf(parseJahisTc(symbols))).toEqual(whole);
  });

  it('puts the symbol with the version record first when no positions are known', () => {
    expect(summaryOf(parseJahisTc([symbols[1]!, symbols[0]!, symbols[2]!]))).toEqual(whole);
  });

  it('finds the version record after a blank line, in bytes and in decoded text', () => {
    const first = new Uint8Array([0x0d, 0x0a, ...symbols[0]!]);
    expect(summaryOf(parseJahisTc([symbols[1]!, first, symbols[2]!]))).toEqual(whole);
    // Symbols read as text by a scanner that decoded them already, each whole.
    const [head, ...rest] = VERSION_08_TEXT.split('\r\n201,');
    const texts = [`201,${rest.join('\r\n201,')}`, `\r\n${head}\r\n`];
    expect(summaryOf(parseJahisTc(texts))).toEqual(whole);
  });

  it('orders by the positions the QR decoder reports', () => {
    const positioned = [2, 0, 1].map((i) => ({
      bytes: symbols[i]!,
      sequenceIndex: i,
      sequenceSize: 3,
    }));
    expect(summaryOf(parseJahisTc(positioned))).toEqual(whole);
  });

  it('names a missing symbol when positions are known', () => {
    const positioned = [0, 1].map((i) => ({
      bytes: symbols[i]!,
      sequenceIndex: i,
      sequenceSize: 3,
    }));
    expect(parseJahisTc(positioned)).toEqual({ ok: false, error: 'symbol 3 of 3 is missing' });
  });

  it('refuses two whole notebooks given as one', () => {
    const other = encodeShiftJis(VERSION_08_TEXT);
    const result = parseJahisTc([bytes, other]);
    expect(result.ok).toBe(false);
  });
});
