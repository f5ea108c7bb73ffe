import type { ChartPoint, ChartSeries } from '../utils/chart-series';
import { linesOf } from '../utils/chart-series';
import { segmentCrosses, textWidth } from '../utils/value-labels';
import { renderWithStrings } from '../../../testing/render-with-strings';
import { CheckupChart } from './CheckupChart';

const DATES = ['2020-06-01', '2021-06-03', '2022-06-02', '2023-06-02', '2024-06-05', '2025-06-10'];

function systolic(values: number[], marks: ChartPoint['mark'][] = []): ChartSeries {
  return {
    analyte: 'systolicBloodPressure',
    points: values.map((value, index) => ({
      checkupId: `c${index}`,
      date: DATES[DATES.length - values.length + index] ?? '2026-01-01',
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
  const years = [...container.querySelectorAll('text.mynapo-chart__tick')]
    .filter((tick) => /^\d{4}$/.test(tick.textContent ?? ''))
    .map((tick) => ({ text: tick.textContent, x: Number(tick.getAttribute('x')) }));
  return { dots, labels, years, container };
}

const apart = (a: { left: number; right: number; top: number; bottom: number }, b: typeof a) =>
  a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;

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

  it('keeps six years readable: no label over another, the newest written, the years apart', () => {
    const { dots, labels, years, container } = drawn(
      systolic(
        [118, 131, 142, 128, 151, 139],
        [null, 'guidance', 'referral', null, 'referral', 'guidance'],
      ),
    );
    expect(dots).toHaveLength(6);
    for (const [index, a] of labels.entries()) {
      for (const b of labels.slice(index + 1)) expect(apart(a.box, b.box)).toBe(true);
    }
    const values = [...container.querySelectorAll('text.mynapo-chart__value')].map(
      (label) => label.textContent,
    );
    expect(values).toContain('139 保健指導');
    expect(years.at(-1)?.text).toBe('2025');
    const yearWidth = textWidth('2025', 10);
    for (const [index, year] of years.slice(1).entries()) {
      expect(year.x - years[index]!.x).toBeGreaterThanOrEqual(yearWidth);
    }
    // Every value is in the text alternative, written on the chart or not.
    const description = container.querySelector('desc')?.textContent ?? '';
    for (const value of ['118', '131', '142', '128', '151', '139']) {
      expect(description).toContain(value);
    }
  });

  it("names the ministry's lines in words in the key under the plot", () => {
    const { container } = drawn(systolic([128, 136, 148]));
    const names = [...container.querySelectorAll('text.mynapo-chart__line-label')].map(
      (label) => label.textContent,
    );
    expect(names).toEqual(['保健指導判定値 130', '受診勧奨判定値 140']);
  });
});
