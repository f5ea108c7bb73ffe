import { CHECKUP_THRESHOLDS, itemKindOf } from '@harmo/medical-formats';
import type { QuantityThreshold, ThresholdCut, ThresholdLine } from '@harmo/medical-formats';
import type { CheckupMark, SavedCheckup } from '@harmo/contracts/checkups';

/** The charts of the check-up page, grouped as the page shows them, one chart per analyte. */
export const CHART_SECTIONS = [
  { key: 'body', analytes: ['bmi', 'waist'] },
  { key: 'bloodPressure', analytes: ['systolicBloodPressure', 'diastolicBloodPressure'] },
  { key: 'glucose', analytes: ['hba1c', 'fastingGlucose', 'randomGlucose'] },
  {
    key: 'lipids',
    analytes: ['fastingTriglycerides', 'randomTriglycerides', 'hdlCholesterol', 'ldlCholesterol'],
  },
  { key: 'liver', analytes: ['ast', 'alt', 'gammaGt'] },
  { key: 'kidney', analytes: ['egfr', 'creatinine'] },
] as const;

export interface ChartPoint {
  checkupId: string;
  date: string;
  value: number;
  unit: string | null;
  mark: CheckupMark | null;
}

/** A line of the ministry drawn on a chart: where it lies and on which side the band is. */
export interface ChartLine {
  kind: 'guidance' | 'referral' | 'stratification';
  value: number;
  /** `above`: the band is at and above the value; `below`: under it. */
  side: 'above' | 'below';
}

export interface ChartSeries {
  analyte: string;
  points: ChartPoint[];
  lines: ChartLine[];
}

/** The numbers of one analyte over the check-ups, oldest first. */
export function seriesOf(checkups: readonly SavedCheckup[], analyte: string): ChartPoint[] {
  return checkups.flatMap((checkup) => {
    const item = checkup.items.find(
      (candidate) => candidate.type === 'PQ' && itemKindOf(candidate.code)?.analyte === analyte,
    );
    if (!item || item.type !== 'PQ') return [];
    return [
      {
        checkupId: checkup.id,
        date: checkup.date,
        value: item.value,
        unit: item.unit,
        mark: item.mark,
      },
    ];
  });
}

function cutOf(line: ThresholdLine, sex: string | null): ThresholdCut | null {
  if (!('male' in line)) return line;
  if (sex === '1') return line.male;
  if (sex === '2') return line.female;
  return null;
}

function chartLine(kind: ChartLine['kind'], cut: ThresholdCut | null): ChartLine | null {
  if (!cut) return null;
  if ('atLeast' in cut) return { kind, value: cut.atLeast, side: 'above' };
  if ('below' in cut) return { kind, value: cut.below, side: 'below' };
  return { kind, value: cut.atMost, side: 'below' };
}

/**
 * The ministry's lines of an analyte for a person of this sex (a sex-specific line is left out
 * when the sex is not known), from the same table that marks the results.
 */
export function linesOf(analyte: string, sex: string | null): ChartLine[] {
  const row = CHECKUP_THRESHOLDS.find(
    (candidate): candidate is QuantityThreshold =>
      candidate.kind === 'quantity' && candidate.analyte === analyte,
  );
  if (!row) return [];
  return [
    row.guidance && chartLine('guidance', cutOf(row.guidance, sex)),
    row.referral && chartLine('referral', cutOf(row.referral, sex)),
    row.stratification && chartLine('stratification', cutOf(row.stratification, sex)),
  ].filter((line): line is ChartLine => Boolean(line));
}

/** Every chart that has at least one number, by section; the sex is the latest file's. */
export function chartSections(checkups: readonly SavedCheckup[]) {
  const sex = [...checkups].reverse().find((checkup) => checkup.sex !== null)?.sex ?? null;
  return CHART_SECTIONS.map((section) => ({
    key: section.key,
    charts: section.analytes
      .map((analyte): ChartSeries => ({
        analyte,
        points: seriesOf(checkups, analyte),
        lines: linesOf(analyte, sex),
      }))
      .filter((series) => series.points.length > 0),
  })).filter((section) => section.charts.length > 0);
}
