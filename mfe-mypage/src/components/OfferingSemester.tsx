import { useAsyncData } from '@smunity/shared-ui';
import { fetchOffering, usualLabel } from '../api/offerings';

/** The "개설 학기" cell of a course: 1학기, 2학기, 매학기 or 개설 기록 없음 (2017년 이후). */
export function OfferingSemester({ number }: { number: string }) {
  // The answer is shared by every cell of the 학수번호 (see fetchOffering), so an unmounted
  // cell has nothing to abort.
  const offering = useAsyncData(() => fetchOffering(number), [number]);
  const { state } = offering;
  if (state.status === 'loading') return <span aria-busy="true">…</span>;
  if (state.status === 'error') return <span title="개설 학기를 불러오지 못했습니다.">-</span>;
  const { data } = state;
  const recent = data?.terms.slice(-4).map((term) => `${term.year} ${term.semester}`) ?? [];
  return (
    <span title={recent.length > 0 ? `최근 개설: ${recent.join(', ')}` : undefined}>
      {usualLabel(data)}
    </span>
  );
}

/** The column every recommendation table adds. */
export const OFFERING_COLUMN_HEADER = '개설 학기';
