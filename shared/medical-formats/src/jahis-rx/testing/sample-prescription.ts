import { encodeShiftJis } from '../../jahis/testing/encode-shift-jis';

/**
 * An invented outpatient prescription as a clinic system would print it in its QR code: a
 * 後期高齢者 patient with a 公費, a wareki birth date, two drugs taken daily (one prescribed by
 * generic name, with an uneven dose), a sleeping pill as needed and ear drops.
 */
export const SAMPLE_LINES = [
  'JAHIS10',
  '1,1,0212345,26,医療法人 しらかわ会 しらかわ病院',
  '2,605-0000,京都府京都市東山区見本町２番地',
  '3,075-111-2222,075-111-2223,',
  '4,2,08,循環器科',
  '5,D0107,ｼﾗｶﾜ ｼﾞﾛｳ,白川 次郎',
  '11,P778899,東 春子,ﾋｶﾞｼ ﾊﾙｺ',
  '12,2',
  '13,3230505',
  '14,1',
  '21,7',
  '22,39260120',
  '23,,00098765,1,',
  '27,54261235,7654320',
  '51,20251201',
  '62,2',
  '81,1,1,一包化',
  '101,1,1,,28',
  '111,1,1,,１日２回朝夕食後,2',
  '181,1,1,2,一包化,,',
  '201,1,1,1,2,629991111,ミホンサルタン錠４０ｍｇ,2,1,錠',
  '231,1,1,1,,,',
  '201,1,2,1,7,3999904F1ZZZ,【般】ミホンセミド錠２０ｍｇ,1.5,1,錠',
  '221,1,2,1,0.5,,,,,,,,',
  '231,1,2,1,,,',
  '101,2,2,,10',
  '111,2,1,,不眠時,',
  '201,2,1,1,2,629992222,ミホンピデム錠５ｍｇ,1,1,錠',
  '231,2,1,,,,',
  '101,3,3,,1',
  '111,3,1,,１日２回点耳,2',
  '181,3,1,9,左耳,,42L',
  '201,3,1,1,2,629993333,ミホン点耳液０．３％,1,1,瓶',
  '231,3,1,,,,',
];

/** The payload as printed: CR LF after every record and the end-of-file byte 0x1A. */
export function sampleBytes(lines: readonly string[] = SAMPLE_LINES): Uint8Array {
  const text = encodeShiftJis(lines.map((line) => `${line}\r\n`).join(''));
  const bytes = new Uint8Array(text.length + 1);
  bytes.set(text);
  bytes[text.length] = 0x1a;
  return bytes;
}

/** Lines of the sample with some records replaced, keyed by the line they replace. */
export function sampleWith(replacements: Readonly<Record<string, string | null>>): string[] {
  const lines: string[] = [];
  for (const line of SAMPLE_LINES) {
    const replacement = line in replacements ? replacements[line] : line;
    if (replacement !== null && replacement !== undefined) lines.push(replacement);
  }
  return lines;
}
