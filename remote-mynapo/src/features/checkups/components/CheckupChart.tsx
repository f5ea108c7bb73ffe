import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import type { ChartPoint, ChartSeries } from '../utils/chart-series';
import { formatCheckupDate } from '../utils/format';
import { placeValueLabels, textWidth } from '../utils/value-labels';

const WIDTH = 320;
const HEIGHT = 180;
const MARGIN = { top: 16, right: 16, bottom: 28, left: 40 };
/** Font sizes of the value labels and of the lines' names, as the style sheet sets them. */
const VALUE_FONT = 11;
const LINE_FONT = 10;

/**
 * One analyte over the years. The ministry's lines are drawn as bands with their names written
 * on them, and every marked value carries its mark in words beside the point, so nothing is
 * told by colour alone. The figure's text alternative reads the same values as the table.
 */
export function CheckupChart({ series }: { series: ChartSeries }) {
  const { t, i18n } = useTranslation('mynapo');
  const titleId = useId();
  const { points, lines } = series;
  const unit = points.find((point) => point.unit)?.unit ?? '';
  const name = t(`items.${series.analyte}`);

  const values = [...points.map((point) => point.value), ...lines.map((line) => line.value)];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = Math.max((high - low) * 0.15, Math.abs(high) * 0.05, 1);
  const y = scaleLinear({
    domain: [Math.max(0, low - pad), high + pad],
    range: [HEIGHT - MARGIN.bottom, MARGIN.top],
    nice: true,
  });
  const x = scalePoint({
    domain: points.map((point) => point.checkupId),
    // The right part is kept for the names of the lines, so no value label runs into one.
    range: [MARGIN.left + 16, WIDTH - MARGIN.right - 120],
    padding: 0.5,
  });
  const [bottom, top] = y.range() as [number, number];
  const xOf = (id: string) => x(id) ?? MARGIN.left;
  const yearOf = (date: string) => formatCheckupDate(date, i18n.language);

  // A marked value has a larger dot.
  const radiusOf = (point: ChartPoint) => (point.mark ? 5 : 4);
  const valueText = (point: ChartPoint) =>
    point.mark ? `${point.value} ${t(`marksShort.${point.mark}`)}` : String(point.value);
  const lineLabels = lines.map((line) => {
    const at = y(line.value);
    const text = t(`lines.${line.kind}`, { value: line.value });
    const end = WIDTH - MARGIN.right - 2;
    const baseline = line.side === 'above' ? at - 4 : at + 12;
    const width = textWidth(text, LINE_FONT);
    return {
      line,
      at,
      text,
      end,
      baseline,
      box: { left: end - width, top: baseline - 9, right: end, bottom: baseline + 2 },
    };
  });
  // Each value is written where the line does not run through it (see placeValueLabels).
  const spots = placeValueLabels(
    points.map((point) => ({
      x: xOf(point.checkupId),
      y: y(point.value),
      r: radiusOf(point),
      width: textWidth(valueText(point), VALUE_FONT),
    })),
    { left: MARGIN.left, top, right: WIDTH - MARGIN.right, bottom },
    lineLabels.map((label) => label.box),
  );

  const list = new Intl.ListFormat(i18n.language, { type: 'unit' });
  const summary = list.format(
    points.map((point) => {
      const value = `${yearOf(point.date)} ${point.value}${unit ? ` ${unit}` : ''}`;
      return point.mark
        ? t('chart.pointWithMark', { value, mark: t(`marks.${point.mark}`) })
        : value;
    }),
  );
  const lineSummary = list.format(
    lines.map((line) => t(`lines.${line.kind}`, { value: line.value })),
  );

  return (
    <figure className="mynapo-chart">
      <figcaption id={titleId} className="mynapo-chart__title">
        {name}
        {unit && <span className="mynapo-table__unit">（{unit}）</span>}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-desc`}
        className="mynapo-chart__svg"
      >
        <desc id={`${titleId}-desc`}>{lineSummary ? `${summary} / ${lineSummary}` : summary}</desc>
        {lineLabels.map(({ line, at, text, end, baseline }) => {
          const from = line.side === 'above' ? top : at;
          const to = line.side === 'above' ? at : bottom;
          return (
            <g key={line.kind}>
              <rect
                x={MARGIN.left}
                width={WIDTH - MARGIN.left - MARGIN.right}
                y={Math.min(from, to)}
                height={Math.abs(to - from)}
                className={`mynapo-band mynapo-band--${line.kind}`}
              />
              <line
                x1={MARGIN.left}
                x2={WIDTH - MARGIN.right}
                y1={at}
                y2={at}
                className={`mynapo-line mynapo-line--${line.kind}`}
              />
              <text x={end} y={baseline} textAnchor="end" className="mynapo-chart__line-label">
                {text}
              </text>
            </g>
          );
        })}
        {y.ticks(4).map((tick) => (
          <text
            key={tick}
            x={MARGIN.left - 6}
            y={y(tick) + 4}
            textAnchor="end"
            className="mynapo-chart__tick"
          >
            {tick}
          </text>
        ))}
        <LinePath
          data={points}
          x={(point) => xOf(point.checkupId)}
          y={(point) => y(point.value)}
          className="mynapo-chart__path"
        />
        {points.map((point, index) => (
          <g key={point.checkupId}>
            <circle
              cx={xOf(point.checkupId)}
              cy={y(point.value)}
              r={radiusOf(point)}
              className={`mynapo-point${point.mark ? ` mynapo-point--${point.mark}` : ''}`}
            />
            <text
              x={spots[index]?.x}
              y={spots[index]?.y}
              textAnchor={spots[index]?.anchor}
              className="mynapo-chart__value"
            >
              {valueText(point)}
            </text>
            <text
              x={xOf(point.checkupId)}
              y={HEIGHT - 8}
              textAnchor="middle"
              className="mynapo-chart__tick"
            >
              {point.date.slice(0, 4)}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}
