import type { Static } from '@fastify/type-provider-typebox';
import type { AppDatabase } from '../../db/database';
import { countsPerWeek, recentDays, recentWeeks } from './calendar';
import {
  membersByCohort,
  membersByDepartment,
  pageViewsPerDay,
  questionCounts,
  signupsPerWeek,
} from './queries';
import type { SiteStatsSchema } from './schemas';

// The site statistics of the admins' workplace: members, questions, sign-ups and page views.

export type SiteStats = Static<typeof SiteStatsSchema>;

export const SIGNUP_WEEKS = 12;
export const PAGE_VIEW_DAYS = 14;

export async function siteStats(db: AppDatabase, now: Date): Promise<SiteStats> {
  const weeks = recentWeeks(now, SIGNUP_WEEKS);
  const days = recentDays(now, PAGE_VIEW_DAYS);
  const [byDepartment, byCohort, questions, signups, pageViews] = await Promise.all([
    membersByDepartment(db),
    membersByCohort(db),
    questionCounts(db),
    signupsPerWeek(db, weeks.since),
    pageViewsPerDay(db, days.since),
  ]);
  return {
    members: {
      total: byDepartment.reduce((sum, department) => sum + department.count, 0),
      byDepartment,
      byCohort,
    },
    questions: {
      total: questions.total,
      answered: questions.answered,
      unanswered: questions.total - questions.answered,
      medianHoursToAnswer:
        questions.medianHoursToAnswer === null
          ? null
          : Math.round(questions.medianHoursToAnswer * 10) / 10,
    },
    signups: countsPerWeek(weeks.labels, signups),
    pageViews,
    pageViewDays: days.labels,
  };
}
