import type { SiteStats } from '@smunity/api-contract';
import type { IntlShape } from 'react-intl';
import type { ChartPoint } from './ColumnChart';
import type { BarListItem } from './BarList';

/** '2026-W48' → columns 'W48', read as '2026년 48주'. */
export function signupPoints(signups: SiteStats['signups'], intl: IntlShape): ChartPoint[] {
  return signups.map(({ week, count }) => {
    const [year = '', number = ''] = week.split('-W');
    return {
      label: intl.formatMessage(
        { id: 'qna.admin.chart.week' },
        { year, week: String(Number(number)) },
      ),
      tick: `W${number}`,
      value: count,
    };
  });
}

/**
 * Views per day over every day of the period (0 where nobody came), all paths together. Every
 * other day is labelled under its column: 14 dates do not fit side by side at 375 px.
 */
export function dailyViewPoints(
  stats: Pick<SiteStats, 'pageViews' | 'pageViewDays'>,
  intl: IntlShape,
): ChartPoint[] {
  const perDay = new Map<string, number>();
  for (const { day, count } of stats.pageViews) perDay.set(day, (perDay.get(day) ?? 0) + count);
  const last = stats.pageViewDays.length - 1;
  return stats.pageViewDays.map((day, index) => {
    const [, month, date] = day.split('-').map(Number);
    return {
      label: intl.formatMessage(
        { id: 'qna.admin.chart.day' },
        { month: String(month), day: String(date) },
      ),
      tick: (last - index) % 2 === 0 ? `${month}/${date}` : '',
      value: perDay.get(day) ?? 0,
    };
  });
}

/**
 * The most viewed paths of the period, most first; ties by path in code-unit order, the same in
 * every browser and locale (localeCompare's order depends on the runtime's collation).
 */
export function topPaths(pageViews: SiteStats['pageViews'], limit: number): BarListItem[] {
  const perPath = new Map<string, number>();
  for (const { path, count } of pageViews) perPath.set(path, (perPath.get(path) ?? 0) + count);
  return [...perPath]
    .sort(([pathA, a], [pathB, b]) => b - a || (pathA < pathB ? -1 : pathA > pathB ? 1 : 0))
    .slice(0, limit)
    .map(([path, value]) => ({ key: path, label: path, value }));
}

export function departmentItems(byDepartment: SiteStats['members']['byDepartment']): BarListItem[] {
  return byDepartment.map(({ departmentId, name, count }) => ({
    key: departmentId,
    label: name,
    value: count,
  }));
}

/** Cohorts as the site names them: '2023학번', and 졸업생 for those before the first cohort. */
/** "2026학번 (2025학번 교육과정)": the fallback said as such, never folded into that cohort. */
function cohortLabel(
  year: number | null,
  curriculumCohort: number | null,
  intl: IntlShape,
): string {
  if (year === null) return intl.formatMessage({ id: 'qna.admin.cohort.graduates' });
  if (curriculumCohort === null || curriculumCohort === year) {
    return intl.formatMessage({ id: 'qna.admin.cohort.year' }, { year: String(year) });
  }
  return intl.formatMessage(
    { id: 'qna.admin.cohort.earlierCurriculum' },
    { year: String(year), curriculum: String(curriculumCohort) },
  );
}

export function cohortItems(
  byCohort: SiteStats['members']['byCohort'],
  intl: IntlShape,
): BarListItem[] {
  return byCohort.map(({ year, curriculumCohort, count }) => ({
    key: year ?? 'graduates',
    label: cohortLabel(year, curriculumCohort, intl),
    value: count,
  }));
}
