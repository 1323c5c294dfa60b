import type { SiteStats } from '@smunity/api-contract';
import { AsyncContent, ButtonLink, koreanCount } from '@smunity/shared-ui';
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
  return (
    <AdminPage title="관리자 대시보드" description="회원, 질문과 방문 현황입니다.">
      <AsyncContent data={stats} failureMessage="통계를 불러오지 못했습니다.">
        {(loaded) => <Dashboard stats={loaded} />}
      </AsyncContent>
      <FailedMailsSection />
    </AdminPage>
  );
}

function Dashboard({ stats }: { stats: SiteStats }) {
  const { members, questions } = stats;
  return (
    <>
      <dl className="qna-admin-figures">
        <Figure term="전체 회원" value={koreanCount(members.total, '명')} />
        <Figure term="전체 질문" value={koreanCount(questions.total, '개')} />
        <Figure term="답변 완료" value={koreanCount(questions.answered, '개')} />
        <Figure term="미답변" value={koreanCount(questions.unanswered, '개')} />
        <Figure
          term="답변까지 걸린 시간 (중앙값)"
          value={
            questions.medianHoursToAnswer === null
              ? '답변 없음'
              : hoursLabel(questions.medianHoursToAnswer)
          }
        />
      </dl>
      {questions.unanswered > 0 && (
        <p className="qna-admin__cta">
          <ButtonLink to={ADMIN_PATHS.QUESTIONS}>
            미답변 질문 {koreanCount(questions.unanswered, '개')} 답변하기
          </ButtonLink>
        </p>
      )}
      <div className="qna-admin-charts">
        <ColumnChart
          title="주별 가입자 (최근 12주)"
          points={signupPoints(stats.signups)}
          unit="명"
        />
        <ColumnChart
          title="일별 페이지 조회 (최근 14일)"
          points={dailyViewPoints(stats)}
          unit="회"
        />
        <BarList
          title="학과별 회원"
          items={departmentItems(members.byDepartment)}
          unit="명"
          emptyMessage="가입한 회원이 없습니다."
        />
        <BarList
          title="학번별 회원"
          items={cohortItems(members.byCohort)}
          unit="명"
          emptyMessage="가입한 회원이 없습니다."
        />
        <BarList
          title={`많이 본 페이지 (최근 14일, 상위 ${TOP_PATHS}개)`}
          items={topPaths(stats.pageViews, TOP_PATHS)}
          unit="회"
          emptyMessage="최근 14일 동안 조회 기록이 없습니다."
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
