import type { SiteStats } from '@smunity/api-contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { AsyncContent, ButtonLink, formatNumber } from '@smunity/shared-ui';
import { useSiteStats } from '../hooks/useSiteStats';
import { ADMIN_PATHS } from '../paths';
import { AdminPage } from './AdminPage';
import { BarList } from './BarList';
import { hoursLabel } from './waiting';
import { cohortItems, dailyViewPoints, departmentItems, signupPoints, topPaths } from './chartData';
import { ColumnChart } from './ColumnChart';
import { FailedMailsSection } from './FailedMailsSection';

const TOP_PATHS = 10;

/** /qna/admin: how the site is used, in figures and small charts. */
export function AdminDashboardPage() {
  const stats = useSiteStats();
  const intl = useIntl();
  return (
    <AdminPage name="dashboard">
      <AsyncContent
        data={stats}
        failureMessage={intl.formatMessage({ id: 'qna.admin.dashboard.loadFailure' })}
      >
        {(loaded) => <Dashboard stats={loaded} />}
      </AsyncContent>
      <FailedMailsSection />
    </AdminPage>
  );
}

function Dashboard({ stats }: { stats: SiteStats }) {
  const { members, questions } = stats;
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `qna.admin.dashboard.${id}` }, values);
  const people = (count: number) => text('people', { count: formatNumber(count) });
  const questionCount = (count: number) => text('questions', { count: formatNumber(count) });
  const noMembers = text('noMembers');
  return (
    <>
      <dl className="qna-admin-figures">
        <Figure term={text('membersTotal')} value={people(members.total)} />
        <Figure term={text('questionsTotal')} value={questionCount(questions.total)} />
        <Figure term={text('answered')} value={questionCount(questions.answered)} />
        <Figure term={text('unanswered')} value={questionCount(questions.unanswered)} />
        <Figure
          term={text('medianHoursToAnswer')}
          value={
            questions.medianHoursToAnswer === null
              ? text('noAnswers')
              : hoursLabel(questions.medianHoursToAnswer, intl)
          }
        />
      </dl>
      {questions.unanswered > 0 && (
        <p className="qna-admin__cta">
          <ButtonLink to={ADMIN_PATHS.QUESTIONS}>
            <FormattedMessage
              id="qna.admin.dashboard.answerUnanswered"
              values={{ count: formatNumber(questions.unanswered) }}
            />
          </ButtonLink>
        </p>
      )}
      <div className="qna-admin-charts">
        <ColumnChart
          title={text('signups')}
          points={signupPoints(stats.signups, intl)}
          counts="people"
        />
        <ColumnChart
          title={text('dailyViews')}
          points={dailyViewPoints(stats, intl)}
          counts="views"
        />
        <BarList
          title={text('byDepartment')}
          items={departmentItems(members.byDepartment)}
          counts="people"
          emptyMessage={noMembers}
        />
        <BarList
          title={text('byCohort')}
          items={cohortItems(members.byCohort, intl)}
          counts="people"
          emptyMessage={noMembers}
        />
        <BarList
          title={text('topPaths', { count: formatNumber(TOP_PATHS) })}
          items={topPaths(stats.pageViews, TOP_PATHS)}
          counts="views"
          emptyMessage={text('noViews')}
        />
      </div>
    </>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className="qna-admin-figures__item">
      <dt className="qna-admin-figures__term">{term}</dt>
      <dd className="qna-admin-figures__value">{value}</dd>
    </div>
  );
}
