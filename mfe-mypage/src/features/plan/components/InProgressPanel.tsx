import type { CourseSearchItem, InProgressCourse, Plan } from '@smunity/api-contract';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useSubmission } from '@smunity/shared-auth';
import { Button, semesterName, TextField } from '@smunity/shared-ui';
import { Panel } from '../../../components/Panel';
import { amountLabel } from '../../../components/amount';
import { categoryLabel } from '../../../components/requirement/labels';
import { SEARCH_LIMIT, searchCatalog } from '../api/inProgressApi';
import { termLabel } from '../draft';

/** The api's shortest search (GET /plan/course-search?query=). */
const MIN_QUERY_LENGTH = 2;
/** Between a course's name and its facts, when the styles are not there (a reader view). */
const NAME_SEPARATOR = ' ';

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
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `mypage.plan.inProgress.${id}` }, values);
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
      window.alert(text('queryTooShort', { count: String(MIN_QUERY_LENGTH) }));
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
    <Panel title={text('title', { term: termLabel(intl, inProgress.term) })}>
      <p className="plan-note plan-note--first">
        <FormattedMessage id="mypage.plan.inProgress.intro" />
      </p>
      {inProgress.courses.length === 0 ? (
        <p className="plan-note">
          <FormattedMessage id="mypage.plan.inProgress.empty" />
        </p>
      ) : (
        <ul className="plan-taking" aria-label={text('list')}>
          {inProgress.courses.map((course) => (
            <li key={course.number} className="plan-taking__item">
              <span>
                <span className="plan-course__name">{course.name}</span>
                {NAME_SEPARATOR}
                <span className="plan-course__meta">
                  {[
                    course.number,
                    amountLabel(intl, course.credit, 'credits'),
                    categoryLabel(intl, course.category),
                  ].join(' · ')}
                </span>
              </span>
              <Button
                variant="secondary"
                disabled={busy}
                aria-label={text('removeCourse', { course: course.name })}
                onClick={() => void onRemove(course).then(refocus)}
              >
                <FormattedMessage id="mypage.plan.exclude" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form ref={searchForm} className="plan-search" onSubmit={search} noValidate>
        <TextField
          label={text('search')}
          type="search"
          placeholder={text('searchExample')}
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
          <FormattedMessage id="mypage.plan.inProgress.searchButton" />
        </Button>
      </form>
      <p className="plan-note" aria-live="polite">
        {results === null ? '' : searchSummary(intl, results)}
      </p>
      {results === null || results.items.length === 0 ? null : (
        <ul className="plan-taking" aria-label={text('results')}>
          {results.items.map((course) => {
            const added = taking.has(course.number);
            return (
              <li key={course.number} className="plan-taking__item">
                <span>
                  <span className="plan-course__name">{course.name}</span>
                  {NAME_SEPARATOR}
                  <span className="plan-course__meta">
                    {[
                      course.number,
                      course.department ?? text('notInTimetable'),
                      categoryLabel(intl, course.category),
                      amountLabel(intl, course.credit, 'credits'),
                      ...(course.usual === null
                        ? []
                        : [text('usually', { usual: semesterName(course.usual, intl) })]),
                    ].join(' · ')}
                  </span>
                  {course.otherDepartment === null ? null : (
                    <span className="plan-course__warning">
                      <FormattedMessage
                        id="mypage.plan.inProgress.otherDepartment"
                        values={{
                          department: course.otherDepartment,
                          category: categoryLabel(intl, course.category),
                        }}
                      />
                    </span>
                  )}
                  {offeredOtherSemester(course, inProgress.term) ? (
                    <span className="plan-course__warning">
                      <FormattedMessage
                        id="mypage.plan.inProgress.otherSemester"
                        values={{ semester: semesterOf(inProgress.term) }}
                      />
                    </span>
                  ) : null}
                </span>
                <Button
                  variant={added ? 'secondary' : 'primary'}
                  disabled={busy || added}
                  aria-label={text(added ? 'addedCourse' : 'addCourse', { course: course.name })}
                  onClick={() => void onAdd(course).then(refocus)}
                >
                  <FormattedMessage
                    id={added ? 'mypage.plan.inProgress.added' : 'mypage.plan.inProgress.add'}
                  />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

/** "2026-2" → "2". */
function semesterOf(term: string): string {
  return term.split('-')[1] ?? '';
}

/** The api's `usual` of a course given in the 1st or the 2nd semester only, in that order. */
// eslint-disable-next-line smunity/no-korean-literal -- the api's values of `usual`, not texts
const ONE_SEMESTER_USUALS: readonly string[] = ['1학기', '2학기'];

/**
 * A course usually given only in the other semester: adding it is allowed (timetables change and
 * ours may be old), but the student is asked to check the 학수번호.
 */
function offeredOtherSemester(course: CourseSearchItem, term: string): boolean {
  const usual = course.usual ?? '';
  return (
    ONE_SEMESTER_USUALS.includes(usual) &&
    usual !== ONE_SEMESTER_USUALS[Number(semesterOf(term)) - 1]
  );
}

function searchSummary(intl: IntlShape, { query, items }: SearchResults): string {
  if (items.length === 0) {
    return intl.formatMessage({ id: 'mypage.plan.inProgress.noResults' }, { query });
  }
  return intl.formatMessage(
    {
      id:
        items.length >= SEARCH_LIMIT
          ? 'mypage.plan.inProgress.resultsCut'
          : 'mypage.plan.inProgress.resultsCount',
    },
    { query, count: String(items.length), amount: items.length, limit: String(SEARCH_LIMIT) },
  );
}
