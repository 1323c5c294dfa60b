import { useDeferredValue, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  AsyncContent,
  CountUp,
  curriculumUrl,
  formatNumber,
  useAsyncData,
  useRendersServerMarkup,
  type Loadable,
} from '@smunity/shared-ui';
import {
  DEPARTMENTS_URL,
  MEMBER_COUNT_URL,
  fetchDepartments,
  fetchMemberCount,
  groupByCollege,
  memberStatsOf,
  type CollegeGroup,
  type MemberStats,
} from './memberStatsApi';

const NEW_WINDOW_HINT_ID = 'member-stats-new-window';

/** "총 회원 수 N명" counting up, then each department's members, linking to its curriculum. */
export function MemberStatsCard() {
  // `/` comes rendered with both answers (docs/adr/0068): hydrating it asks for neither.
  const count = useAsyncData(fetchMemberCount, [], { firstData: MEMBER_COUNT_URL });
  const departments = useAsyncData(fetchDepartments, [], { firstData: DEPARTMENTS_URL });
  const stats = {
    state: bothLoaded(count.state, departments.state),
    // 다시 시도 asks again what failed.
    reload: () => {
      for (const read of [count, departments]) if (read.state.status === 'error') read.reload();
    },
  };
  const { formatMessage } = useIntl();

  return (
    <section className="shell-stats" aria-label={formatMessage({ id: 'home.stats.label' })}>
      <AsyncContent
        data={stats}
        loadingMessage={formatMessage({ id: 'home.stats.loading' })}
        failureMessage={formatMessage({ id: 'home.stats.failure' })}
      >
        {(loaded) => <MemberStatsContent stats={loaded} />}
      </AsyncContent>
    </section>
  );
}

/** The card's data once both reads are ready; the first failure, else still loading. */
function bothLoaded(
  count: Loadable<Parameters<typeof memberStatsOf>[0]>,
  departments: Loadable<Parameters<typeof memberStatsOf>[1]>,
): Loadable<MemberStats> {
  if (count.status === 'error') return count;
  if (departments.status === 'error') return departments;
  if (count.status === 'loading' || departments.status === 'loading') return { status: 'loading' };
  return { status: 'ready', data: memberStatsOf(count.data, departments.data) };
}

const NO_COLLEGES: readonly CollegeGroup[] = [];

function MemberStatsContent({ stats }: { stats: MemberStats }) {
  const colleges = useMemo(() => groupByCollege(stats.departments), [stats.departments]);
  // Counts the browser fetched itself: the total comes first, in a commit of its own, and the
  // colleges' links (35, mostly below a phone's fold) in a render React does after it:
  // together they were one commit and one layout, a task over 50 ms on a phone's CPU
  // (docs/adr/0066). Counts that came with the page are hydrated as the server rendered them, at
  // once (a first render with the links left out would not match the markup).
  const withThePage = useRendersServerMarkup();
  const shownColleges = useDeferredValue(colleges, withThePage ? colleges : NO_COLLEGES);
  return (
    <>
      <h2 className="shell-stats__total">
        <FormattedMessage
          id="home.stats.total"
          values={{ count: <CountUp value={stats.totalMembers} /> }}
        />
      </h2>
      <p id={NEW_WINDOW_HINT_ID} className="su-visually-hidden">
        <FormattedMessage id="home.stats.newWindow" />
      </p>
      <div className="shell-stats__colleges">
        {shownColleges.map(({ college, departments }) => (
          <section key={college} className="shell-stats__college">
            <h3 className="shell-stats__college-name">{college}</h3>
            <ul className="shell-stats__departments">
              {departments.map((department) => (
                <li key={department.code}>
                  <a
                    href={curriculumUrl(department.code)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-describedby={NEW_WINDOW_HINT_ID}
                  >
                    <FormattedMessage
                      id="home.stats.department"
                      values={{ name: department.name, count: formatNumber(department.count) }}
                    />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
