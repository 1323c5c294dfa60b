import { useIntl, type IntlShape } from 'react-intl';
import { semesterName, useAsyncData } from '@smunity/shared-ui';
import { fetchOffering, usualLabel } from '../api/offerings';

/** Marks, not words: an ellipsis while loading, a dash when unknown (with its reason as a tooltip). */
const LOADING_MARK = '…';
const UNKNOWN_MARK = '-';

/** The "개설 학기" cell of a course: 1학기, 2학기, 매학기 or 개설 기록 없음 (2017년 이후). */
export function OfferingSemester({ number }: { number: string }) {
  const intl = useIntl();
  // The answer is shared by every cell of the 학수번호 (see fetchOffering), so an unmounted
  // cell has nothing to abort.
  const offering = useAsyncData(() => fetchOffering(number), [number]);
  const { state } = offering;
  if (state.status === 'loading') return <span aria-busy="true">{LOADING_MARK}</span>;
  if (state.status === 'error') {
    return (
      <span title={intl.formatMessage({ id: 'mypage.offering.loadFailed' })}>{UNKNOWN_MARK}</span>
    );
  }
  const { data } = state;
  const recent =
    data?.terms
      .slice(-4)
      .map(({ year, semester }) =>
        intl.formatMessage(
          { id: 'mypage.offering.term' },
          { year: String(year), semester: semesterName(semester, intl) },
        ),
      ) ?? [];
  return (
    <span
      title={
        recent.length > 0
          ? intl.formatMessage({ id: 'mypage.offering.recent' }, { terms: recent.join(', ') })
          : undefined
      }
    >
      {usualLabel(intl, data)}
    </span>
  );
}

/** The column every recommendation table adds. */
export function offeringColumnHeader(intl: IntlShape): string {
  return intl.formatMessage({ id: 'mypage.offering.header' });
}
