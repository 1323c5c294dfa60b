import type { CSSProperties } from 'react';
import './DonutChart.css';

export interface DonutChartProps {
  /** 0–100; values outside are clamped. */
  percent: number;
  /** What the percentage is of, e.g. "전공 이수율"; part of the accessible name. */
  label: string;
  /** Diameter in px. */
  size?: number;
}

/** A completion ring drawn with a CSS conic-gradient; the percentage is real text in the middle. */
export function DonutChart({ percent, label, size = 120 }: DonutChartProps) {
  const clamped = Math.min(Math.max(percent, 0), 100);
  const text = formatPercent(clamped);
  const style = {
    '--su-donut-percent': `${clamped}%`,
    '--su-donut-size': `${size}px`,
  } as CSSProperties;

  return (
    <div className="su-donut" role="img" aria-label={`${label} ${text}`} style={style}>
      <span className="su-donut__value" aria-hidden="true">
        {text}
      </span>
    </div>
  );
}

/** 75 → "75%", 83.456 → "83.5%". */
export function formatPercent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}
