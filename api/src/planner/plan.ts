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
import { auditGraduation, portalCourse, SEMESTER_LABEL, type AuditResult } from '../audit';
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
import type { Plan, PlannerInput } from './types';

export function planGraduation(input: PlannerInput): Plan {
  const base = auditGraduation({
    member: input.member,
    courses: input.courses,
    rules: input.rules,
  });

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
  const plannedAudit = auditWithPlanned(input, plannedCourses);
  const unmet = unmetRequirements(input, plannedAudit, [...schedule.unplaced, ...slots.unplaced]);
  return {
    semesters: buildSemesters(input, plannedCourses, plannedAudit, input.courses.length),
    unmet,
    feasible: unmet.length === 0,
    progress: progressOf(base, plannedAudit),
    plannedAudit,
  };
}

/** The audit of the stored courses followed by the planned ones, in placement order. */
function auditWithPlanned(input: PlannerInput, placements: readonly Placement[]): AuditResult {
  return auditGraduation({
    member: input.member,
    courses: [
      ...input.courses,
      ...placements.map(({ choice, term }) =>
        portalCourse({
          ...choice.course,
          year: term.year,
          semester: SEMESTER_LABEL[term.semester],
          grade: null,
        }),
      ),
    ],
    rules: input.rules,
  });
}
