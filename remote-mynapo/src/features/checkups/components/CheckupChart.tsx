import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import type { ChartPoint, ChartSeries } from '../utils/chart-series';
import { formatCheckupDate } from '../utils/format';
import { placeValueLabels, textWidth, thinnedLabels } from '../utils/value-labels';

const WIDTH = 320;
/** The plot and the years under it; the key of the ministry's lines goes below. */
const PLOT_HEIGHT = 180;
const MARGIN = { top: 16, right: 16, bottom: 28, left: 40 };
/** One line of the key: a sample of the line and its name. */
const KEY_ROW = 18;
/** Font sizes of the value labels and of the years, as the style sheet sets them. */
const VALUE_FONT = 11;
const TICK_FONT = 10;

/**
 * One analyte over the years (five or more for most people: the ministry's check-up is yearly
 * from 40). The points take the plot's whole width; the ministry's lines are drawn as bands and
 * named in words in a key under the plot, so nothing is told by colour alone. Each value is
 * written beside its point where it fits, the newest and the marked ones first, a mark in words
 * with its value; one that would run into other text is left to the table, and so are years too
 * close to write them all. The figure's text alternative reads every value, as the table does.
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
    range: [PLOT_HEIGHT - MARGIN.bottom, MARGIN.top],
    nice: true,
  });
  const x = scalePoint({
    domain: points.map((point) => point.checkupId),
    range: [MARGIN.left + 8, WIDTH - MARGIN.right - 8],
    padding: 0.5,
  });
  const [bottom, top] = y.range() as [number, number];
  const xOf = (id: string) => x(id) ?? MARGIN.left;
  const yearOf = (date: string) => formatCheckupDate(date, i18n.language);

  // A marked value has a larger dot.
  const radiusOf = (point: ChartPoint) => (point.mark ? 5 : 4);
  const valueText = (point: ChartPoint) =>
    point.mark ? `${point.value} ${t(`marksShort.${point.mark}`)}` : String(point.value);
  // Each value is written where the line does not run through it (see placeValueLabels): the
  // newest first, then the marked ones, then the rest.
  const newest = points.length - 1;
  const spots = placeValueLabels(
    points.map((point) => ({
      x: xOf(point.checkupId),
      y: y(point.value),
      r: radiusOf(point),
      width: textWidth(valueText(point), VALUE_FONT),
    })),
    { left: MARGIN.left, top, right: WIDTH - MARGIN.right, bottom },
    [],
    points.map((point, index) => (index === newest ? 2 : point.mark ? 1 : 0)),
  );
  const yearShown = thinnedLabels(points.length, x.step(), textWidth('2000', TICK_FONT));
  const height = PLOT_HEIGHT + lines.length * KEY_ROW;

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
        {unit && <span className="mynapo-table__unit">{t('data.unit', { unit })}</span>}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-desc`}
        className="mynapo-chart__svg"
      >
        <desc id={`${titleId}-desc`}>{lineSummary ? `${summary} / ${lineSummary}` : summary}</desc>
        {lines.map((line, index) => {
          const at = y(line.value);
          const from = line.side === 'above' ? top : at;
          const to = line.side === 'above' ? at : bottom;
          // The key's row of this line, under the years.
          const row = PLOT_HEIGHT + index * KEY_ROW + KEY_ROW / 2;
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
              <rect
                x={MARGIN.left}
                y={row - 6}
                width={24}
                height={12}
                className={`mynapo-band mynapo-band--${line.kind}`}
              />
              <line
                x1={MARGIN.left}
                x2={MARGIN.left + 24}
                y1={line.side === 'above' ? row + 6 : row - 6}
                y2={line.side === 'above' ? row + 6 : row - 6}
                className={`mynapo-line mynapo-line--${line.kind}`}
              />
              <text x={MARGIN.left + 32} y={row + 4} className="mynapo-chart__line-label">
                {t(`lines.${line.kind}`, { value: line.value })}
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
            {spots[index] && (
              <text
                x={spots[index].x}
                y={spots[index].y}
                textAnchor={spots[index].anchor}
                className="mynapo-chart__value"
              >
                {valueText(point)}
              </text>
            )}
            {yearShown[index] && (
              <text
                x={xOf(point.checkupId)}
                y={PLOT_HEIGHT - 8}
                textAnchor="middle"
                className="mynapo-chart__tick"
              >
                {point.date.slice(0, 4)}
              </text>
            )}
          </g>
        ))}
      </svg>
    </figure>
  );
}
