import { useId } from 'react';
import { useIntl } from 'react-intl';
import { chartCount, type ChartCounts } from './chartCounts';

export interface BarListItem {
  key: string | number;
  label: string;
  value: number;
}

export interface BarListProps {
  title: string;
  items: readonly BarListItem[];
  /** What the numbers count ('명'). */
  counts: ChartCounts;
  /** Shown instead of the list when it is empty. */
  emptyMessage: string;
}

/**
 * Horizontal bars as a list: every name and number is text (read as a list, wraps at 375 px), the
 * bar is decoration sized against the largest value.
 */
export function BarList({ title, items, counts, emptyMessage }: BarListProps) {
  const titleId = useId();
  const intl = useIntl();
  const max = Math.max(1, ...items.map((item) => item.value));

  return (
    <figure className="qna-admin-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="qna-admin-chart__title">
        {title}
      </figcaption>
      {items.length === 0 ? (
        <p className="qna-admin-chart__empty">{emptyMessage}</p>
      ) : (
        <ol className="qna-admin-bars">
          {items.map((item) => (
            <li key={item.key} className="qna-admin-bars__item">
              <span className="qna-admin-bars__label">{item.label}</span>
              <span className="qna-admin-bars__track" aria-hidden="true">
                <span
                  className="qna-admin-bars__bar"
                  style={{ width: `${(item.value / max) * 100}%` }}
                />
              </span>
              <span className="qna-admin-bars__value">{chartCount(intl, counts, item.value)}</span>
            </li>
          ))}
        </ol>
      )}
    </figure>
  );
}
