import type { IntlShape } from 'react-intl';
import { formatNumber } from '@smunity/shared-ui';

/** What a chart counts: its numbers' counter word ('3명', '12회') and its table's column. */
export type ChartCounts = 'people' | 'views';

/** A chart's number with its counter word, the number formatted by shared-ui. */
export function chartCount(intl: IntlShape, counts: ChartCounts, value: number): string {
  return intl.formatMessage({ id: `qna.admin.chart.${counts}` }, { count: formatNumber(value) });
}

/** The header of a chart's column of numbers: 인원, 횟수. */
export function chartCountsHeader(intl: IntlShape, counts: ChartCounts): string {
  return intl.formatMessage({ id: `qna.admin.chart.${counts}Header` });
}
