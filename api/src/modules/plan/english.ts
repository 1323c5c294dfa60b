// The plan for an English request (ADR 0063): its notices, unmet requirements, progress labels
// and the free slots' names, by their Korean text (display-en.ts). The enum values stay as the
// contract has them (`unit` 학점/영역, `semester` and `usual` semester words): the page names them.
import type { Static } from '@fastify/type-provider-typebox';
import { englishText, englishTextOrNull } from '../../display-en';
import { englishCheckBasis } from '../courses/english';
import type { PlanSchema } from './schemas';

type Plan = Static<typeof PlanSchema>;

export function englishPlan(plan: Plan): Plan {
  return {
    ...plan,
    rebased: englishTextOrNull(plan.rebased),
    inProgress: { ...plan.inProgress, dropped: englishTextOrNull(plan.inProgress.dropped) },
    semesters: plan.semesters.map((semester) => ({
      ...semester,
      courses: semester.courses.map((course) =>
        // A free slot's name is the api's ("교양선택 (원하는 교양 과목)"); a course's is data.
        course.placeholder ? { ...course, name: englishText(course.name) } : course,
      ),
    })),
    basis: englishCheckBasis(plan.basis),
    unmet: plan.unmet.map((unmet) => ({
      ...unmet,
      requirement: englishText(unmet.requirement),
      reason: englishText(unmet.reason),
    })),
    progress: plan.progress.map((row) => ({ ...row, label: englishText(row.label) })),
  };
}
