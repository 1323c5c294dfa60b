// How every page names the data a check follows (GET /courses/basis, /courses/basis/reference):
// the terms, the result, the plan, the what-if and the print sheet say it the same way.
import type { TimetableBasis } from '@smunity/api-contract';

type LabelledTerm = { year: number; semester: string };

/** "2025학년도 2학기": the 교육과정 term of the reference data. */
export function curriculumTermLabel(term: LabelledTerm): string {
  return `${term.year}학년도 ${term.semester}`;
}

function semesterLabel(term: LabelledTerm): string {
  return `${term.year}년 ${term.semester}`;
}

/**
 * "2017년 1학기–2024년 1학기, 2026년 1학기 시간표": the timetables behind "개설 학기", every
 * missing semester shown as a break between runs.
 */
export function timetableLabel(timetable: Pick<TimetableBasis, 'ranges'>): string {
  const runs = timetable.ranges.map(({ from, to }) =>
    from.year === to.year && from.semester === to.semester
      ? semesterLabel(from)
      : `${semesterLabel(from)}–${semesterLabel(to)}`,
  );
  return `${runs.join(', ')} 시간표`;
}
