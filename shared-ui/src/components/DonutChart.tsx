import { useIntl } from 'react-intl';
import './DonutChart.css';

export interface DonutChartProps {
  /** 0–100; values outside are clamped. */
  percent: number;
  /** What the percentage is of, e.g. "전공 이수율"; part of the accessible name. */
  label: string;
  /** Diameter in px. */
  size?: number;
}

/**
 * The ring in the drawing's own units: a 40-unit square, a ring 6 units wide (15 % of the
 * diameter) whose circumference is 100, so that a percentage is a length along it.
 */
const VIEW = 40;
const CENTRE = VIEW / 2;
const RADIUS = 100 / (2 * Math.PI);
/** A stroke starts at 3 o'clock; a quarter of the circumference back starts it at 12. */
const FROM_TWELVE = 25;

/**
 * A completion ring, the percentage in the middle. An SVG drawn with attributes only, never a
 * style attribute: a page rendered by the server (docs/adr/0044) has no inline style its CSP
 * would refuse (docs/security-headers.md).
 */
export function DonutChart({ percent, label, size = 120 }: DonutChartProps) {
  const { formatMessage } = useIntl();
  const clamped = Math.min(Math.max(percent, 0), 100);
  const text = formatPercent(clamped);

  return (
    <div
      className="su-donut"
      role="img"
      aria-label={formatMessage({ id: 'ui.donut.label' }, { label, percent: text })}
    >
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${VIEW} ${VIEW}`}
        aria-hidden="true"
        focusable="false"
      >
        <circle className="su-donut__track" cx={CENTRE} cy={CENTRE} r={RADIUS} />
        <circle
          className="su-donut__arc"
          cx={CENTRE}
          cy={CENTRE}
          r={RADIUS}
          strokeDasharray={`${clamped} ${100 - clamped}`}
          strokeDashoffset={FROM_TWELVE}
        />
        <text
          className="su-donut__value"
          x={CENTRE}
          y={CENTRE}
          textAnchor="middle"
          dominantBaseline="central"
        >
          {text}
        </text>
      </svg>
    </div>
  );
}

/** 75 → "75%", 83.456 → "83.5%". */
export function formatPercent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}
