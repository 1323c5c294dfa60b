// How every page names the data a check follows (GET /courses/basis, /courses/basis/reference):
// the terms, the result, the plan, the what-if and the print sheet say it the same way.
import type { TimetableBasis } from '@smunity/api-contract';
import type { IntlShape } from 'react-intl';

/** A term as the api labels it: `semester` is its word for the semester ("2학기"). */
type LabelledTerm = { year: number; semester: string };

/**
 * "2025학년도 2학기" ("2nd semester 2025"): the 교육과정 term of the reference data.
 * @param intl the caller's (`useIntl()`): only a component knows the page's language on the
 *   server too (`pageIntl()` reads `<html lang>`, which a server's render has not)
 */
export function curriculumTermLabel(term: LabelledTerm, intl: IntlShape): string {
  return intl.formatMessage({ id: 'ui.basis.curriculumTerm' }, termValues(term, intl));
}

/**
 * "2학기" ("2nd semester"): the api's word for a semester (1학기, 2학기, 여름학기, 겨울학기, and
 * 매학기 of a course's usual offering), which stays Korean on the wire; a word it does not know
 * yet is shown as it is.
 * @param intl the caller's (`useIntl()`), as for curriculumTermLabel
 */
export function semesterName(semester: string, intl: IntlShape): string {
  return intl.formatMessage({ id: 'ui.semester' }, { semester });
}

function semesterLabel(term: LabelledTerm, intl: IntlShape): string {
  return intl.formatMessage({ id: 'ui.basis.semester' }, termValues(term, intl));
}

/** A year is a name, not a count: written as it is, never grouped. */
function termValues({ year, semester }: LabelledTerm, intl: IntlShape) {
  return { year: String(year), semester: semesterName(semester, intl) };
}

/**
 * "2017년 1학기–2024년 1학기, 2026년 1학기 시간표": the timetables behind "개설 학기", every
 * missing semester shown as a break between runs.
 * @param intl the caller's (`useIntl()`), as for curriculumTermLabel
 */
export function timetableLabel(timetable: Pick<TimetableBasis, 'ranges'>, intl: IntlShape): string {
  const runs = timetable.ranges.map(({ from, to }) =>
    from.year === to.year && from.semester === to.semester
      ? semesterLabel(from, intl)
      : intl.formatMessage(
          { id: 'ui.basis.timetableRun' },
          { from: semesterLabel(from, intl), to: semesterLabel(to, intl) },
        ),
  );
  return intl.formatMessage({ id: 'ui.basis.timetables' }, { runs: runs.join(', ') });
}
