import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber } from '@smunity/shared-ui';
import { chartCount, chartCountsHeader, type ChartCounts } from './chartCounts';

export interface ChartPoint {
  /** What the table and the screen reader say, e.g. '2026-W48' or '11월 25일'. */
  label: string;
  /** The short text under the column, e.g. '11/25'; empty to leave the column unlabelled. */
  tick: string;
  value: number;
}

export interface ColumnChartProps {
  title: string;
  points: readonly ChartPoint[];
  /** What the numbers count ('명', '회'). */
  counts: ChartCounts;
}

// Drawing units of the viewBox; the SVG scales to its box, so they are not pixels.
const WIDTH = 320;
const HEIGHT = 160;
const TOP = 16;
const BOTTOM = 20;
const GAP = 0.25;

/**
 * A column chart drawn as SVG (ADR 0023: no chart library). The picture is hidden from assistive
 * technology, which gets a one-line summary and the figures as a table instead.
 */
export function ColumnChart({ title, points, counts }: ColumnChartProps) {
  const titleId = useId();
  const intl = useIntl();
  const max = Math.max(1, ...points.map((point) => point.value));
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const slot = WIDTH / Math.max(1, points.length);
  const barWidth = slot * (1 - GAP);
  const plotHeight = HEIGHT - TOP - BOTTOM;

  return (
    <figure className="qna-admin-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="qna-admin-chart__title">
        {title}
        <span className="qna-admin-chart__summary">
          <FormattedMessage
            id="qna.admin.chart.total"
            values={{ total: chartCount(intl, counts, total) }}
          />
        </span>
      </figcaption>
      <svg
        className="qna-admin-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
      >
        <line
          className="qna-admin-chart__axis"
          x1={0}
          x2={WIDTH}
          y1={HEIGHT - BOTTOM}
          y2={HEIGHT - BOTTOM}
        />
        {points.map((point, index) => {
          const height = (point.value / max) * plotHeight;
          const x = index * slot + (slot - barWidth) / 2;
          const y = HEIGHT - BOTTOM - height;
          return (
            <g key={point.label}>
              <rect className="qna-admin-chart__bar" x={x} y={y} width={barWidth} height={height}>
                <title>
                  <FormattedMessage
                    id="qna.admin.chart.point"
                    values={{ label: point.label, value: chartCount(intl, counts, point.value) }}
                  />
                </title>
              </rect>
              {point.value > 0 && (
                <text
                  className="qna-admin-chart__value"
                  x={x + barWidth / 2}
                  y={y - 3}
                  textAnchor="middle"
                >
                  {formatNumber(point.value)}
                </text>
              )}
              {point.tick && (
                <text
                  className="qna-admin-chart__tick"
                  x={x + barWidth / 2}
                  y={HEIGHT - 5}
                  textAnchor="middle"
                >
                  {point.tick}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table className="su-visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="qna.admin.chart.period" />
            </th>
            <th scope="col">{chartCountsHeader(intl, counts)}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.label}</th>
              <td>{chartCount(intl, counts, point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
