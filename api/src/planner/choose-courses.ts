/**
 * The planner's choosing steps, in the order planGraduation runs them: what to take, not yet
 * when. Each reads what the audit of the stored courses finds missing and adds to the selection.
 */
import { DOMAINS, type AuditResult, type SubDomain } from '../audit';
import type { PlaceholderKind } from './placeholders';
import type { Selection } from './selection';
import type { CandidateCourse, PlannerInput } from './types';

const GRADE_RANK = { FIRST: 1, SECOND: 2, THIRD: 3, FOURTH: 4, ALL: 2.5 } as const;
const BASIC_RANK = 0;
const OTHER_CULTURE_RANK = 2.5;
const PIN_RANK = -1;

/** 1. The student's pins come first, as they are. */
export function choosePins(selection: Selection, input: PlannerInput): void {
  for (const pin of input.pins) {
    if (selection.has(pin.course)) continue;
    selection.choose({
      course: pin.course,
      purpose: 'PIN',
      rank: PIN_RANK,
      pinned: true,
      pinnedTerm: pin.term,
    });
  }
}

/**
 * 2. Missing 교양 sub-domains: every remaining 기초교양 item, and as many 핵심/균형 items as the
 * domain still needs, each with the first recommended course that counts for it.
 */
export function chooseMissingSubDomains(
  selection: Selection,
  input: PlannerInput,
  base: AuditResult,
): void {
  for (const domain of DOMAINS) {
    const result = base.domains[domain];
    let needed = result.status.required;
    for (const item of result.items) {
      if (needed <= 0) break;
      if (item.completed) continue;
      if (
        selection.chosen.some((choice) => selection.subDomainOf(choice.course) === item.subDomain)
      ) {
        needed -= 1;
        continue;
      }
      const candidate = input.cultureCourses.find(
        (entry) =>
          selection.available(entry.course) &&
          selection.subDomainOf(entry.course) === item.subDomain,
      );
      if (candidate === undefined) continue;
      selection.choose({
        course: candidate.course,
        purpose: item.subDomain,
        rank: domain === 'BASIC' ? BASIC_RANK : OTHER_CULTURE_RANK,
      });
      needed -= 1;
    }
  }
}

/** 3. Credits of the major categories shown on the result page, curriculum order. */
export function chooseMajorCredits(
  selection: Selection,
  input: PlannerInput,
  base: AuditResult,
): void {
  for (const category of base.displayedCategories) {
    if (category === 'CULTURE' || category === 'ETC') continue;
    let needed = base.categories[category].status.required - selection.creditsIn(category);
    for (const course of teachingCoursesLast(input.majorCourses)) {
      if (needed <= 0) break;
      if (!selection.available(course) || selection.categoryOf(course) !== category) continue;
      selection.choose({ course, purpose: category, rank: GRADE_RANK[course.grade ?? 'ALL'] });
      needed -= course.credit;
    }
  }
}

/** 교직 courses count as 전공선택 but are taken only by future teachers: offered last. */
function teachingCoursesLast(courses: readonly CandidateCourse[]): CandidateCourse[] {
  const isTeaching = (course: CandidateCourse) => course.type.trim() === '1교직';
  return [...courses.filter((c) => !isTeaching(c)), ...courses.filter(isTeaching)];
}

/**
 * 4. 교양 credits: more recommended 교양 courses, spread over the sub-domains (the least covered
 * first, those not required of the member last). Returns the 교양 credits still missing, for
 * free 교양 slots.
 */
export function chooseCultureCredits(
  selection: Selection,
  input: PlannerInput,
  base: AuditResult,
): number {
  let cultureNeeded = base.categories.CULTURE.status.required - selection.creditsIn('CULTURE');
  const required = new Set(
    DOMAINS.flatMap((domain) => base.domains[domain].items.map((item) => item.subDomain)),
  );
  const covered = new Map<SubDomain | null, number>();
  const cover = (subDomain: SubDomain | null) =>
    covered.set(subDomain, (covered.get(subDomain) ?? 0) + 1);
  for (const entry of base.ledger) if (entry.counted) cover(entry.subDomain);
  for (const choice of selection.chosen) cover(selection.subDomainOf(choice.course));
  const spreadOrder = (course: CandidateCourse) => {
    const subDomain = selection.subDomainOf(course);
    return [subDomain !== null && required.has(subDomain) ? 0 : 1, covered.get(subDomain) ?? 0];
  };
  while (cultureNeeded > 0) {
    let best: CandidateCourse | undefined;
    let bestOrder: number[] = [];
    for (const { course } of input.cultureCourses) {
      if (!selection.available(course) || selection.categoryOf(course) !== 'CULTURE') continue;
      const order = spreadOrder(course);
      if (
        best === undefined ||
        order[0]! < bestOrder[0]! ||
        (order[0] === bestOrder[0] && order[1]! < bestOrder[1]!)
      ) {
        best = course;
        bestOrder = order;
      }
    }
    if (best === undefined) break;
    selection.choose({ course: best, purpose: 'CULTURE', rank: OTHER_CULTURE_RANK });
    cover(selection.subDomainOf(best));
    cultureNeeded -= best.credit;
  }
  return cultureNeeded;
}

/**
 * 5. Whatever the credits still lack (일반, the overall total) becomes free slots, after every
 * real course has its semester (they fill the room that is left).
 */
export function freeSlotCredits(
  selection: Selection,
  base: AuditResult,
  cultureNeeded: number,
): Record<PlaceholderKind, number> {
  const culture = Math.max(0, cultureNeeded);
  const etc = Math.max(0, base.categories.ETC.status.required - selection.creditsIn('ETC'));
  const plannedSoFar = selection.chosen.reduce((sum, choice) => sum + choice.course.credit, 0);
  return {
    CULTURE: culture,
    ETC: etc,
    TOTAL: Math.max(0, base.overall.status.required - plannedSoFar - culture - etc),
  };
}
