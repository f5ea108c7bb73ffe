import { createHash } from 'node:crypto';
import type { GeneratedCheckup, GeneratedItem } from './checkup-document';

/** The stand-in's institution: plainly not a real one (a 特定健診機関番号 no prefecture uses). */
export const STANDIN_INSTITUTION = { code: '9999999901', name: 'デモ健診センター（代替データ）' };

export interface StandinPerson {
  kana: string;
  gender: 'male' | 'female';
  birthDate: string | null;
}

/** How many yearly check-ups the stand-in has of a person, up to last year. */
const YEARS = 3;

/**
 * Three yearly check-ups of a person, the same for the same person every time (the numbers come
 * from a hash of the person's id). Values drift the way they often do over the years: weight,
 * blood pressure and HbA1c rise, so the latest check-up crosses the ministry's lines.
 */
export function generatedCheckups(
  personId: string,
  person: StandinPerson,
  today: Date,
): GeneratedCheckup[] {
  const seed = createHash('sha256').update(personId).digest();
  const jitter = (index: number, spread: number): number =>
    ((seed[index % seed.length] ?? 0) / 255 - 0.5) * spread;
  const round = (value: number, digits: number): number => Number(value.toFixed(digits));
  const male = person.gender === 'male';
  const height = round((male ? 170 : 157) + jitter(0, 8), 1);
  const latestYear = today.getUTCFullYear() - 1;

  return Array.from({ length: YEARS }, (_, step) => {
    const weight = round((male ? 68 : 54) + jitter(1, 6) + step * 1.8, 1);
    const bmi = round(weight / (height / 100) ** 2, 1);
    const items: GeneratedItem[] = [
      { code: '9N001000000000001', name: '身長', value: height, unit: 'cm' },
      { code: '9N006000000000001', name: '体重', value: weight, unit: 'kg' },
      { code: '9N011000000000001', name: 'ＢＭＩ', value: bmi, unit: 'kg/m2' },
      {
        code: '9N016160100000001',
        name: '腹囲（実測）',
        value: round((male ? 83 : 80) + jitter(2, 4) + step * 2, 1),
        unit: 'cm',
      },
      {
        code: '9A751000000000001',
        name: '収縮期血圧（１回目）',
        value: Math.round(124 + jitter(3, 6) + step * 8),
        unit: 'mmHg',
      },
      {
        code: '9A761000000000001',
        name: '拡張期血圧（１回目）',
        value: Math.round(78 + jitter(4, 4) + step * 5),
        unit: 'mmHg',
      },
      {
        code: '3F015000002327101',
        name: '空腹時中性脂肪',
        value: Math.round(120 + jitter(5, 30) + step * 20),
        unit: 'mg/dl',
      },
      {
        code: '3F070000002327101',
        name: 'ＨＤＬコレステロール',
        value: Math.round(56 + jitter(6, 8) - step * 3),
        unit: 'mg/dl',
      },
      {
        code: '3F077000002327101',
        name: 'ＬＤＬコレステロール',
        value: Math.round(112 + jitter(7, 10) + step * 9),
        unit: 'mg/dl',
      },
      {
        code: '3B035000002327201',
        name: 'ＧＯＴ（ＡＳＴ）',
        value: Math.round(22 + jitter(8, 6) + step * 2),
        unit: 'U/l',
      },
      {
        code: '3B045000002327201',
        name: 'ＧＰＴ（ＡＬＴ）',
        value: Math.round(20 + jitter(9, 6) + step * 5),
        unit: 'U/l',
      },
      {
        code: '3B090000002327101',
        name: 'γ－ＧＴ（γ－ＧＴＰ）',
        value: Math.round(30 + jitter(10, 10) + step * 10),
        unit: 'U/l',
      },
      {
        code: '3D010000001926101',
        name: '空腹時血糖',
        value: Math.round(94 + jitter(11, 6) + step * 6),
        unit: 'mg/dl',
      },
      {
        code: '3D046000001906202',
        name: 'ＨｂＡ１ｃ（ＮＧＳＰ値）',
        value: round(5.4 + step * 0.6, 1),
        unit: '%',
      },
      {
        code: '1A010000000190111',
        name: '尿蛋白（目視法）',
        value: '1',
        codeSystem: '1.2.392.200119.6.2102',
      },
      {
        code: '3C015000002327101',
        name: '血清クレアチニン',
        value: round((male ? 0.85 : 0.65) + step * 0.04, 2),
        unit: 'mg/dl',
      },
      {
        code: '8A065000002391901',
        name: 'ｅＧＦＲ',
        value: round(78 - step * 5, 1),
        unit: 'ml/min/1.73m2',
      },
      {
        code: '9N701000000000011',
        name: '服薬1（血圧）',
        value: '2',
        codeSystem: '1.2.392.200119.6.2003',
      },
      { code: '9N736000000000011', name: '喫煙', value: '3', codeSystem: '1.2.392.200119.6.24060' },
      {
        code: '9N511000000000049',
        name: '医師の診断（判定）',
        value:
          step === 2
            ? '血糖と血圧が受診勧奨判定値を超えています。\n医療機関を受診してください。'
            : '特記すべき所見なし',
      },
    ];
    return {
      date: `${latestYear - (YEARS - 1 - step)}-10-0${step + 2}`,
      institution: STANDIN_INSTITUTION,
      patient: {
        nameKana: person.kana,
        sex: male ? '1' : '2',
        birthDate: person.birthDate,
      },
      items,
    };
  });
}
