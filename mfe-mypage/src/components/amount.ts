import type { IntlShape } from 'react-intl';

/** What a requirement counts in: credits (학점) or 교양 areas (영역). */
export type AmountUnit = 'credits' | 'areas';

/** "6학점", "2영역": an amount of a requirement in its unit. */
export function amountLabel(intl: IntlShape, count: number, unit: AmountUnit): string {
  return intl.formatMessage(
    { id: `mypage.amount.${unit}` },
    { count: String(count), amount: count },
  );
}
