/**
 * What the plan tells the student, read from the audit of stored + planned courses: the
 * semesters with their courses, what stays unmet and why, and each requirement's progress.
 */
import { DOMAINS, DOMAIN_LABEL, categoryOf, type AuditResult } from '../audit';
import type { Placement } from './schedule';
import type { Unplaced } from './selection';
import { termIndex, termLabel } from './terms';
import type {
  PlannedCourse,
  PlannedSemester,
  PlannerInput,
  RequirementProgress,
  UnmetRequirement,
} from './types';

export function buildSemesters(
  input: PlannerInput,
  placements: readonly Placement[],
  plannedAudit: AuditResult,
  storedCount: number,
): PlannedSemester[] {
  // The planned courses follow the stored ones in the audit's input, in placement order.
  const entryOf = new Map(
    placements.map((placement, index) => [placement, plannedAudit.ledger[storedCount + index]]),
  );
  return input.terms.map((term) => {
    const courses: PlannedCourse[] = placements
      .filter((placement) => termIndex(placement.term) === termIndex(term))
      .map((placement) => {
        const { course, pinned, placeholder } = placement.choice;
        const entry = entryOf.get(placement);
        return {
          number: course.number,
          name: course.name,
          credit: course.credit,
          category: entry?.category ?? 'ETC',
          subDomain: entry?.subDomain ?? null,
          usual: course.usual,
          pinned,
          placeholder,
        };
      });
    return { term, credits: courses.reduce((sum, course) => sum + course.credit, 0), courses };
  });
}

const NO_CANDIDATE_REASON =
  '추천할 수 있는 과목이 없습니다. 제외한 과목을 되돌리거나 원하는 과목을 고정해 주세요.';

function reasonOf(input: PlannerInput, unplaced: Unplaced | undefined): string {
  const last = input.terms[input.terms.length - 1];
  const until = last === undefined ? '' : termLabel(last);
  if (unplaced === undefined) return NO_CANDIDATE_REASON;
  if (unplaced.why === 'SEMESTER') {
    return `${unplaced.choice.course.name}은(는) ${unplaced.choice.course.usual ?? ''}에만 열려 ${until}까지의 계획에 넣을 수 없습니다.`;
  }
  return `${until}까지 학기당 ${input.maxCredits}학점 안에 모두 넣을 수 없습니다. 졸업 학기를 늦추거나 학기당 학점을 늘려 보세요.`;
}

/** What the audit of stored + planned courses still finds missing, with the reason. */
export function unmetRequirements(
  input: PlannerInput,
  plannedAudit: AuditResult,
  unplaced: readonly Unplaced[],
): UnmetRequirement[] {
  const unmet: UnmetRequirement[] = [];
  const fullReason = reasonOf(input, unplaced.find((entry) => entry.why === 'FULL') ?? unplaced[0]);
  for (const category of plannedAudit.displayedCategories) {
    const result = plannedAudit.categories[category];
    if (result.completed) continue;
    const own = unplaced.find(
      (entry) =>
        entry.choice.purpose === category ||
        categoryOf(entry.choice.course.type, plannedAudit.isDoubleMajor ? 'DOUBLE' : 'SINGLE') ===
          category,
    );
    unmet.push({
      requirement: result.label,
      missing: result.status.required,
      unit: '학점',
      reason: reasonOf(input, own),
    });
  }
  for (const domain of DOMAINS) {
    const result = plannedAudit.domains[domain];
    if (result.completed) continue;
    const missingItems = result.items.filter((item) => !item.completed);
    const own = unplaced.find((entry) =>
      missingItems.some((item) => item.subDomain === entry.choice.purpose),
    );
    unmet.push({
      requirement: DOMAIN_LABEL[domain],
      missing: result.status.required,
      unit: '영역',
      reason: `${missingItems.map((item) => item.subDomainName).join(', ')}: ${reasonOf(input, own)}`,
    });
  }
  if (!plannedAudit.overall.completed) {
    unmet.push({
      requirement: '졸업 학점',
      missing: plannedAudit.overall.status.required,
      unit: '학점',
      reason: unplaced.length > 0 ? fullReason : NO_CANDIDATE_REASON,
    });
  }
  return unmet;
}

export function progressOf(base: AuditResult, planned: AuditResult): RequirementProgress[] {
  const progress: RequirementProgress[] = [
    {
      key: 'TOTAL',
      label: '졸업 학점',
      unit: '학점',
      total: base.overall.status.total,
      completed: base.overall.status.completed,
      planned: planned.overall.status.completed,
    },
  ];
  for (const category of base.displayedCategories) {
    const before = base.categories[category];
    progress.push({
      key: category,
      label: before.label,
      unit: '학점',
      total: before.status.total,
      completed: before.status.completed,
      planned: planned.categories[category].status.completed,
    });
  }
  for (const domain of DOMAINS) {
    const before = base.domains[domain];
    progress.push({
      key: domain,
      label: before.label,
      unit: '영역',
      total: before.status.total,
      completed: before.status.completed,
      planned: planned.domains[domain].status.completed,
    });
  }
  return progress;
}
