import type { CourseSearchItem, InProgressCourse, Plan } from '@smunity/api-contract';
import { CATEGORY_LABEL } from '@smunity/api-contract';
import { useRef, useState, type FormEvent } from 'react';
import { useSubmission } from '@smunity/shared-auth';
import { Button, TextField } from '@smunity/shared-ui';
import { Panel } from '../../../components/Panel';
import { SEARCH_LIMIT, searchCatalog } from '../api/inProgressApi';
import { termLabel } from '../draft';

/** The api's shortest search (GET /plan/course-search?query=). */
const MIN_QUERY_LENGTH = 2;
export const QUERY_TOO_SHORT = `학수번호나 과목명을 ${MIN_QUERY_LENGTH}자 이상 입력해 주세요.`;

export interface InProgressPanelProps {
  inProgress: Plan['inProgress'];
  /** While the plan is being recomputed. */
  disabled: boolean;
  onAdd: (course: CourseSearchItem) => Promise<void>;
  onRemove: (course: InProgressCourse) => Promise<void>;
}

interface SearchResults {
  query: string;
  items: CourseSearchItem[];
}

/**
 * "이번 학기 수강 중": the courses the student is taking now, which the portal does not list as
 * completed yet. The plan counts them as passed and never plans them (docs/adr/0039). A search
 * of the catalog by 학수번호 or name adds one; the board announces what changed.
 */
export function InProgressPanel({ inProgress, disabled, onAdd, onRemove }: InProgressPanelProps) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchResults | null>(null);
  const searching = useSubmission();
  const searchForm = useRef<HTMLFormElement>(null);
  const focusSearch = () => searchForm.current?.querySelector('input')?.focus();
  const taking = new Set(inProgress.courses.map((course) => course.number));
  const busy = disabled || searching.pending;

  const search = (event: FormEvent) => {
    event.preventDefault();
    const wanted = query.trim();
    if (wanted.length < MIN_QUERY_LENGTH) {
      window.alert(QUERY_TOO_SHORT);
      focusSearch();
      return;
    }
    void searching.submit(async () => {
      const found = await searchCatalog(wanted);
      setResults({ query: wanted, items: found.content });
    });
  };
  // The button pressed goes away or is disabled: the search field keeps the focus in the panel.
  const refocus = () => focusSearch();

  return (
    <Panel title={`이번 학기 수강 중 (${termLabel(inProgress.term)})`}>
      <p className="plan-note plan-note--first">
        지금 듣고 있는 과목은 아직 기이수과목에 없습니다. 추가하면 이수한 것으로 계산하고 다시
        계획하지 않습니다. 학수번호나 과목명으로 찾아 추가하고, 학기가 끝나면 기이수과목을
        업데이트해 주세요.
      </p>
      {inProgress.courses.length === 0 ? (
        <p className="plan-note">추가한 과목이 없습니다.</p>
      ) : (
        <ul className="plan-taking" aria-label="이번 학기 수강 중인 과목">
          {inProgress.courses.map((course) => (
            <li key={course.number} className="plan-taking__item">
              <span>
                <span className="plan-course__name">{course.name}</span>{' '}
                <span className="plan-course__meta">
                  {course.number} · {course.credit}학점 · {CATEGORY_LABEL[course.category]}
                </span>
              </span>
              <Button
                variant="secondary"
                disabled={busy}
                aria-label={`${course.name} 빼기`}
                onClick={() => void onRemove(course).then(refocus)}
              >
                빼기
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form ref={searchForm} className="plan-search" onSubmit={search} noValidate>
        <TextField
          label="과목 검색"
          type="search"
          placeholder="예: HAEA0010, 알고리즘"
          value={query}
          maxLength={40}
          enterKeyHint="search"
          autoComplete="off"
          onChange={(event) => {
            setQuery(event.target.value);
            // Clearing the field (its ✕ too) puts the results away, so the plan is near again.
            if (event.target.value.trim() === '') setResults(null);
          }}
        />
        <Button type="submit" disabled={busy}>
          검색
        </Button>
      </form>
      <p className="plan-note" aria-live="polite">
        {results === null ? '' : searchSummary(results)}
      </p>
      {results === null || results.items.length === 0 ? null : (
        <ul className="plan-taking" aria-label="검색 결과">
          {results.items.map((course) => {
            const added = taking.has(course.number);
            return (
              <li key={course.number} className="plan-taking__item">
                <span>
                  <span className="plan-course__name">{course.name}</span>{' '}
                  <span className="plan-course__meta">
                    {[
                      course.number,
                      course.department ?? '시간표에 없는 과목',
                      CATEGORY_LABEL[course.category],
                      `${course.credit}학점`,
                      ...(course.usual === null ? [] : [`주로 ${course.usual}`]),
                    ].join(' · ')}
                  </span>
                  {course.otherDepartment === null ? null : (
                    <span className="plan-course__warning">
                      다른 학과({course.otherDepartment})의 전공 과목입니다. 졸업요건 검사에서는{' '}
                      {CATEGORY_LABEL[course.category]} 학점으로 셉니다.
                    </span>
                  )}
                  {offeredOtherSemester(course, inProgress.term) ? (
                    <span className="plan-course__warning">
                      {semesterOf(inProgress.term)}에는 보통 열리지 않는 과목입니다. 같은 이름의
                      다른 과목이 아닌지 학수번호를 확인해 주세요.
                    </span>
                  ) : null}
                </span>
                <Button
                  variant={added ? 'secondary' : 'primary'}
                  disabled={busy || added}
                  aria-label={added ? `${course.name} 추가됨` : `${course.name} 수강 중으로 추가`}
                  onClick={() => void onAdd(course).then(refocus)}
                >
                  {added ? '추가됨' : '추가'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

/** "2026-2" → "2학기". */
function semesterOf(term: string): string {
  return `${term.split('-')[1]}학기`;
}

/**
 * A course usually given only in the other semester: adding it is allowed (timetables change and
 * ours may be old), but the student is asked to check the 학수번호.
 */
function offeredOtherSemester(course: CourseSearchItem, term: string): boolean {
  return (
    (course.usual === '1학기' || course.usual === '2학기') && course.usual !== semesterOf(term)
  );
}

function searchSummary({ query, items }: SearchResults): string {
  if (items.length === 0) return `‘${query}’에 맞는 과목이 없습니다.`;
  const more =
    items.length >= SEARCH_LIMIT
      ? ` 처음 ${SEARCH_LIMIT}개만 보입니다. 더 자세히 입력해 주세요.`
      : '';
  return `‘${query}’ 검색 결과 ${items.length}개.${more}`;
}
