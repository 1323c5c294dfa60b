/**
 * The graduation planner: which courses to take in which semester so that every requirement
 * the audit finds unmet is covered by `until`. Pure and deterministic: every choice follows
 * the order of the input arrays, so the same input gives the same plan.
 *
 * It never judges a requirement itself: it reads what is missing from the audit of the stored
 * courses and checks the result with the audit of stored + planned courses (auditGraduation,
 * the same engine as the result page), so 학번 rules, merges and exclusions apply unchanged.
 * Choosing is in choose-courses.ts, scheduling in schedule.ts, the answer in outcome.ts.
 */
import {
  auditGraduation,
  portalCourse,
  SEMESTER_LABEL,
  type AuditResult,
  type PortalCourse,
} from '../audit';
import {
  chooseCultureCredits,
  chooseMajorCredits,
  chooseMissingSubDomains,
  choosePins,
  freeSlotCredits,
} from './choose-courses';
import { buildSemesters, progressOf, unmetRequirements } from './outcome';
import { fillFreeSlots, scheduleChoices, type Placement } from './schedule';
import { Selection } from './selection';
import type { PlanTerm } from './terms';
import type { CandidateCourse, Plan, PlannerInput } from './types';

export function planGraduation(input: PlannerInput): Plan {
  // The courses being taken this term count as passed: every step below reads what is missing
  // from this audit, and a course in its ledger is never chosen again (Selection).
  const counted = [
    ...input.courses,
    ...input.inProgress.courses.map((course) => asPortalCourse(course, input.inProgress.term)),
  ];
  const base = auditGraduation({ member: input.member, courses: counted, rules: input.rules });

  const selection = new Selection(input, base);
  choosePins(selection, input);
  chooseMissingSubDomains(selection, input, base);
  chooseMajorCredits(selection, input, base);
  const cultureNeeded = chooseCultureCredits(selection, input, base);
  const slotCredits = freeSlotCredits(selection, base, cultureNeeded);

  // A course whose semesters are full gives way to another course that serves the same
  // purpose and fits; credits still unplaced become free slots where a free slot can serve.
  const schedule = scheduleChoices(input, selection);
  for (const { choice } of schedule.unplaced) {
    if (choice.purpose === 'CULTURE') slotCredits.CULTURE += choice.course.credit;
    else slotCredits.TOTAL += choice.course.credit;
  }
  const slots = fillFreeSlots(input, schedule, slotCredits);

  const plannedCourses = schedule.placements.concat(slots.placements);
  const plannedAudit = auditWithPlanned(input, counted, plannedCourses);
  const unmet = unmetRequirements(input, plannedAudit, [...schedule.unplaced, ...slots.unplaced]);
  return {
    inProgress: inProgressOf(input, base),
    semesters: buildSemesters(input, plannedCourses, plannedAudit, counted.length),
    unmet,
    feasible: unmet.length === 0,
    progress: progressOf(base, plannedAudit),
    plannedAudit,
  };
}

/** A course as the portal will record it once taken in `term` (no grade yet). */
function asPortalCourse(course: CandidateCourse, term: PlanTerm): PortalCourse {
  return portalCourse({
    ...course,
    year: term.year,
    semester: SEMESTER_LABEL[term.semester],
    grade: null,
  });
}

/** The audit of the counted courses followed by the planned ones, in placement order. */
function auditWithPlanned(
  input: PlannerInput,
  counted: readonly PortalCourse[],
  placements: readonly Placement[],
): AuditResult {
  return auditGraduation({
    member: input.member,
    courses: [
      ...counted,
      ...placements.map(({ choice, term }) => asPortalCourse(choice.course, term)),
    ],
    rules: input.rules,
  });
}

/** The courses being taken this term with the category the audit counts them in. */
function inProgressOf(input: PlannerInput, base: AuditResult): Plan['inProgress'] {
  // They follow the stored courses in the audit's input, so in its ledger too.
  return input.inProgress.courses.map((course, index) => {
    const entry = base.ledger[input.courses.length + index];
    return {
      number: course.number,
      name: course.name,
      credit: course.credit,
      category: entry?.category ?? 'ETC',
      subDomain: entry?.subDomain ?? null,
    };
  });
}
