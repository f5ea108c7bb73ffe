import type { ChartPoint, ChartSeries } from '../utils/chart-series';
import { linesOf } from '../utils/chart-series';
import { segmentCrosses, textWidth } from '../utils/value-labels';
import { renderWithStrings } from '../../../testing/render-with-strings';
import { CheckupChart } from './CheckupChart';

const DATES = ['2023-06-02', '2024-06-05', '2025-06-10'];

function systolic(values: number[], marks: ChartPoint['mark'][] = []): ChartSeries {
  return {
    analyte: 'systolicBloodPressure',
    points: values.map((value, index) => ({
      checkupId: `c${index}`,
      date: DATES[index] ?? '2026-01-01',
      value,
      unit: 'mmHg',
      mark: marks[index] ?? null,
    })),
    lines: linesOf('systolicBloodPressure', '1'),
  };
}

/** The dots and their value labels as drawn, with each label's box as the chart reckons it. */
function drawn(series: ChartSeries) {
  const { container } = renderWithStrings(<CheckupChart series={series} />);
  const dots = [...container.querySelectorAll('circle')].map((dot) => ({
    x: Number(dot.getAttribute('cx')),
    y: Number(dot.getAttribute('cy')),
  }));
  const labels = [...container.querySelectorAll('text.mynapo-chart__value')].map((label) => {
    const x = Number(label.getAttribute('x'));
    const y = Number(label.getAttribute('y'));
    const width = textWidth(label.textContent ?? '', 11);
    const anchor = label.getAttribute('text-anchor') ?? 'start';
    const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
    return { y, box: { left, right: left + width, top: y - 10, bottom: y + 2 } };
  });
  return { dots, labels };
}

describe('the value labels of a check-up chart', () => {
  it('writes a value under its dot where the line rises on both sides of it', () => {
    const { dots, labels } = drawn(systolic([140, 118, 138]));
    expect(labels[1]!.y).toBeGreaterThan(dots[1]!.y);
    expect(labels[0]!.y).toBeLessThan(dots[0]!.y);
  });

  it('keeps every label off a line that climbs through the values', () => {
    const { dots, labels } = drawn(systolic([128, 136, 148], [null, 'guidance', 'referral']));
    const segments = dots.slice(1).map((dot, index) => [dots[index]!, dot] as const);
    for (const { box } of labels) {
      for (const [a, b] of segments) expect(segmentCrosses(a, b, box)).toBe(false);
    }
  });
});
