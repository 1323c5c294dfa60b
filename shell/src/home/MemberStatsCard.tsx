import { useDeferredValue, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  AsyncContent,
  CountUp,
  curriculumUrl,
  formatNumber,
  useAsyncData,
} from '@smunity/shared-ui';
import {
  fetchMemberStats,
  groupByCollege,
  type CollegeGroup,
  type MemberStats,
} from './memberStatsApi';

const NEW_WINDOW_HINT_ID = 'member-stats-new-window';

/** "총 회원 수 N명" counting up, then each department's members, linking to its curriculum. */
export function MemberStatsCard() {
  const stats = useAsyncData(fetchMemberStats, []);
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

const NO_COLLEGES: readonly CollegeGroup[] = [];

function MemberStatsContent({ stats }: { stats: MemberStats }) {
  const colleges = useMemo(() => groupByCollege(stats.departments), [stats.departments]);
  // The total comes first, in a commit of its own, and the colleges' links (forty-odd, mostly
  // below a phone's fold) in a render React does after it: together they were one commit and one
  // layout, a task over 50 ms on a phone's CPU (docs/adr/0066).
  const shownColleges = useDeferredValue(colleges, NO_COLLEGES);
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
