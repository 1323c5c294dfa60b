/**
 * The graduation planner: which courses to take in which semester so that every requirement
 * the audit finds unmet is covered by `until`. Pure and deterministic: every choice follows
 * the order of the input arrays, so the same input gives the same plan.
 *
 * It never judges a requirement itself: it reads what is missing from the audit of the stored
 * courses and checks the result with the audit of stored + planned courses (auditGraduation,
 * the same engine as the result page), so 학번 rules, merges and exclusions apply unchanged.
 */
import type { AuditResult, Category, Semester, SubDomain } from '../audit';
import {
  CATEGORIES,
  DOMAINS,
  DOMAIN_LABEL,
  SEMESTERS,
  SUB_DOMAINS,
  isOneOf,
  auditGraduation,
  categoryOf,
  majorModeOf,
  subDomainOf,
} from '../audit';
import { placeholderCourse, PLACEHOLDER_KINDS, type PlaceholderKind } from './placeholders';
import { termIndex, termLabel, type PlanTerm } from './terms';
import type {
  CandidateCourse,
  Plan,
  PlannedCourse,
  PlannedSemester,
  PlannerInput,
  RequirementProgress,
  UnmetRequirement,
} from './types';

/** What a chosen course is for; unmet requirements take their reason from these. */
type Purpose = Category | SubDomain | 'TOTAL' | 'PIN';

interface Choice {
  readonly course: CandidateCourse;
  readonly purpose: Purpose;
  readonly pinnedTerm: PlanTerm | null;
  readonly pinned: boolean;
  readonly placeholder: boolean;
  /** Scheduling order: lower first (기초교양, then 학년 order, free slots last). */
  readonly rank: number;
}

type Unplaced = { readonly choice: Choice; readonly why: 'FULL' | 'SEMESTER' };

const GRADE_RANK = { FIRST: 1, SECOND: 2, THIRD: 3, FOURTH: 4, ALL: 2.5 } as const;
const BASIC_RANK = 0;
const OTHER_CULTURE_RANK = 2.5;
const PIN_RANK = -1;

export function planGraduation(input: PlannerInput): Plan {
  const { member, courses, rules } = input;
  const base = auditGraduation({ member, courses, rules });
  const mode = majorModeOf(member);
  const cohort = member.cohortYear;

  // A passed course is never planned; a failed one may be retaken.
  const passed = new Set(
    base.ledger
      .filter((entry) => entry.skip?.reason !== 'FAILED_GRADE')
      .map((e) => e.course.number),
  );
  const chosen: Choice[] = [];
  const chosenNumbers = new Set<string>();
  const available = (course: CandidateCourse) =>
    !passed.has(course.number) &&
    !input.excluded.has(course.number) &&
    !chosenNumbers.has(course.number);
  const choose = (
    choice: Omit<Choice, 'pinned' | 'placeholder' | 'pinnedTerm'> & Partial<Choice>,
  ) => {
    chosen.push({ pinned: false, placeholder: false, pinnedTerm: null, ...choice });
    chosenNumbers.add(choice.course.number);
  };
  const categoryOfCourse = (course: CandidateCourse) => categoryOf(course.type, mode);
  const subDomainOfCourse = (course: CandidateCourse) =>
    subDomainOf(course.domain, cohort, rules.subDomainMerges);
  const chosenCredits = (category: Category) =>
    chosen
      .filter((choice) => categoryOfCourse(choice.course) === category)
      .reduce((sum, choice) => sum + choice.course.credit, 0);

  // 1. The student's pins come first, as they are.
  for (const pin of input.pins) {
    if (chosenNumbers.has(pin.course.number)) continue;
    choose({
      course: pin.course,
      purpose: 'PIN',
      rank: PIN_RANK,
      pinned: true,
      pinnedTerm: pin.term,
    });
  }

  // 2. Missing 교양 sub-domains: every remaining 기초교양 item, and as many 핵심/균형 items as
  //    the domain still needs, each with the first recommended course that counts for it.
  for (const domain of DOMAINS) {
    const result = base.domains[domain];
    let needed = result.status.required;
    for (const item of result.items) {
      if (needed <= 0) break;
      if (item.completed) continue;
      if (chosen.some((choice) => subDomainOfCourse(choice.course) === item.subDomain)) {
        needed -= 1;
        continue;
      }
      const candidate = input.cultureCourses.find(
        (entry) => available(entry.course) && subDomainOfCourse(entry.course) === item.subDomain,
      );
      if (candidate === undefined) continue;
      choose({
        course: candidate.course,
        purpose: item.subDomain,
        rank: domain === 'BASIC' ? BASIC_RANK : OTHER_CULTURE_RANK,
      });
      needed -= 1;
    }
  }

  // 3. Credits of the major categories shown on the result page, curriculum order.
  for (const category of base.displayedCategories) {
    if (category === 'CULTURE' || category === 'ETC') continue;
    let needed = base.categories[category].status.required - chosenCredits(category);
    for (const course of teachingCoursesLast(input.majorCourses)) {
      if (needed <= 0) break;
      if (!available(course) || categoryOfCourse(course) !== category) continue;
      choose({ course, purpose: category, rank: GRADE_RANK[course.grade ?? 'ALL'] });
      needed -= course.credit;
    }
  }

  // 4. 교양 credits: more recommended 교양 courses, spread over the sub-domains (the least
  //    covered first, those not required of the member last), then free 교양 slots.
  let cultureNeeded = base.categories.CULTURE.status.required - chosenCredits('CULTURE');
  const required = new Set(
    DOMAINS.flatMap((domain) => base.domains[domain].items.map((item) => item.subDomain)),
  );
  const covered = new Map<SubDomain | null, number>();
  const cover = (subDomain: SubDomain | null) =>
    covered.set(subDomain, (covered.get(subDomain) ?? 0) + 1);
  for (const entry of base.ledger) if (entry.counted) cover(entry.subDomain);
  for (const choice of chosen) cover(subDomainOfCourse(choice.course));
  const spreadOrder = (course: CandidateCourse) => {
    const subDomain = subDomainOfCourse(course);
    return [subDomain !== null && required.has(subDomain) ? 0 : 1, covered.get(subDomain) ?? 0];
  };
  while (cultureNeeded > 0) {
    let best: CandidateCourse | undefined;
    let bestOrder: number[] = [];
    for (const { course } of input.cultureCourses) {
      if (!available(course) || categoryOfCourse(course) !== 'CULTURE') continue;
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
    choose({ course: best, purpose: 'CULTURE', rank: OTHER_CULTURE_RANK });
    cover(subDomainOfCourse(best));
    cultureNeeded -= best.credit;
  }

  // 5. Whatever the credits still lack (일반, the overall total) becomes free slots, after
  //    every real course has its semester (they fill the room that is left).
  const slotCredits: Record<PlaceholderKind, number> = {
    CULTURE: Math.max(0, cultureNeeded),
    ETC: Math.max(0, base.categories.ETC.status.required - chosenCredits('ETC')),
    TOTAL: 0,
  };
  const plannedSoFar = chosen.reduce((sum, choice) => sum + choice.course.credit, 0);
  slotCredits.TOTAL = Math.max(
    0,
    base.overall.status.required - plannedSoFar - slotCredits.CULTURE - slotCredits.ETC,
  );

  // A course whose semesters are full gives way to another course that serves the same
  // purpose and fits; credits still unplaced become free slots where a free slot can serve.
  const replacementsFor = (choice: Choice): CandidateCourse[] => {
    const { purpose } = choice;
    if (choice.pinned || choice.placeholder) return [];
    if (purpose === 'CULTURE') {
      return input.cultureCourses
        .map((entry) => entry.course)
        .filter((course) => available(course) && categoryOfCourse(course) === 'CULTURE');
    }
    if (isOneOf(CATEGORIES, purpose)) {
      return input.majorCourses.filter(
        (course) => available(course) && categoryOfCourse(course) === purpose,
      );
    }
    if (isOneOf(SUB_DOMAINS, purpose)) {
      return input.cultureCourses
        .map((entry) => entry.course)
        .filter((course) => available(course) && subDomainOfCourse(course) === purpose);
    }
    return [];
  };
  const schedule = scheduleChoices(input, chosen, replacementsFor, (course) =>
    chosenNumbers.add(course.number),
  );
  for (const { choice } of schedule.unplaced) {
    if (choice.purpose === 'CULTURE') slotCredits.CULTURE += choice.course.credit;
    else slotCredits.TOTAL += choice.course.credit;
  }
  const slots = fillFreeSlots(input, schedule, slotCredits);

  const plannedCourses = schedule.placements.concat(slots.placements);
  const plannedAudit = auditGraduation({
    member,
    courses: [
      ...courses,
      ...plannedCourses.map(({ choice, term }) => ({
        year: String(term.year),
        semester: term.semester === 'FIRST' ? '1학기' : '2학기',
        number: choice.course.number,
        name: choice.course.name,
        type: choice.course.type,
        domain: choice.course.domain,
        credit: choice.course.credit,
        grade: null,
      })),
    ],
    rules,
  });

  const semesters = buildSemesters(input, plannedCourses, plannedAudit, courses.length);
  const unmet = unmetRequirements(input, plannedAudit, [...schedule.unplaced, ...slots.unplaced]);
  return {
    semesters,
    unmet,
    feasible: unmet.length === 0,
    progress: progressOf(base, plannedAudit),
    plannedAudit,
  };
}

/** 교직 courses count as 전공선택 but are taken only by future teachers: offered last. */
function teachingCoursesLast(courses: readonly CandidateCourse[]): CandidateCourse[] {
  const isTeaching = (course: CandidateCourse) => course.type.trim() === '1교직';
  return [...courses.filter((c) => !isTeaching(c)), ...courses.filter(isTeaching)];
}

interface Placement {
  readonly choice: Choice;
  readonly term: PlanTerm;
}

/** Semesters a course may go in: its usual one, else the curriculum's, else either. */
function allowedSemesters(course: CandidateCourse): readonly Semester[] {
  if (course.usual === '1학기') return ['FIRST'];
  if (course.usual === '2학기') return ['SECOND'];
  if (course.usual === null && course.curriculumSemesters.length > 0) {
    return course.curriculumSemesters;
  }
  return SEMESTERS;
}

/**
 * Each chosen course in the earliest semester of its kind with room, in rank order (pins with
 * a semester first, then 기초교양, then 학년 order), so earlier-학년 courses come first where
 * the semesters allow it.
 */
function scheduleChoices(
  input: PlannerInput,
  chosen: readonly Choice[],
  replacementsFor: (choice: Choice) => CandidateCourse[],
  onReplace: (course: CandidateCourse) => void,
) {
  const load = input.terms.map(() => 0);
  const placements: Placement[] = [];
  const unplaced: Unplaced[] = [];
  const place = (choice: Choice, index: number) => {
    load[index] = (load[index] ?? 0) + choice.course.credit;
    placements.push({ choice, term: input.terms[index] as PlanTerm });
  };
  const fits = (choice: Choice, index: number) =>
    (load[index] ?? 0) + choice.course.credit <= input.maxCredits;

  const ordered = chosen
    .map((choice, order) => ({ choice, order }))
    .sort(
      (a, b) =>
        pinOrder(a.choice) - pinOrder(b.choice) ||
        a.choice.rank - b.choice.rank ||
        a.order - b.order,
    )
    .map(({ choice }) => choice);

  for (const choice of ordered) {
    if (choice.pinnedTerm !== null) {
      // A pin keeps its semester whatever the timetables say (the student knows best).
      const wanted = termIndex(choice.pinnedTerm);
      const index = input.terms.findIndex((term) => termIndex(term) === wanted);
      if (index >= 0 && fits(choice, index)) {
        place(choice, index);
        continue;
      }
    }
    const earliest = (candidate: Choice) => {
      const semesters = candidate.pinned ? SEMESTERS : allowedSemesters(candidate.course);
      return input.terms.findIndex(
        (term, at) => semesters.includes(term.semester) && fits(candidate, at),
      );
    };
    const index = earliest(choice);
    if (index >= 0) {
      place(choice, index);
      continue;
    }
    const replacement = replacementsFor(choice)
      .map((course) => ({ ...choice, course }))
      .find((candidate) => earliest(candidate) >= 0);
    if (replacement !== undefined) {
      onReplace(replacement.course);
      place(replacement, earliest(replacement));
      continue;
    }
    const semesters = choice.pinned ? SEMESTERS : allowedSemesters(choice.course);
    const anyOfKind = input.terms.some((term) => semesters.includes(term.semester));
    unplaced.push({ choice, why: anyOfKind ? 'FULL' : 'SEMESTER' });
  }
  return { placements, unplaced, load };
}

const pinOrder = (choice: Choice) => (choice.pinnedTerm !== null ? 0 : 1);

/** Free 교양/일반 slots of up to 3 credits in the room left, earliest semester first. */
function fillFreeSlots(
  input: PlannerInput,
  schedule: { load: number[] },
  credits: Readonly<Record<PlaceholderKind, number>>,
) {
  const placements: Placement[] = [];
  const unplaced: Unplaced[] = [];
  const counter: Record<PlaceholderKind, number> = { CULTURE: 0, ETC: 0, TOTAL: 0 };
  for (const kind of PLACEHOLDER_KINDS) {
    let remaining = credits[kind];
    for (let index = 0; index < input.terms.length && remaining > 0; index += 1) {
      let room = input.maxCredits - (schedule.load[index] ?? 0);
      while (room > 0 && remaining > 0) {
        const credit = Math.min(3, room, remaining);
        counter[kind] += 1;
        const course = placeholderCourse(kind, counter[kind], credit);
        placements.push({
          choice: {
            course,
            purpose: kind,
            pinnedTerm: null,
            pinned: false,
            placeholder: true,
            rank: 9,
          },
          term: input.terms[index] as PlanTerm,
        });
        schedule.load[index] = (schedule.load[index] ?? 0) + credit;
        room -= credit;
        remaining -= credit;
      }
    }
    if (remaining > 0) {
      const course = placeholderCourse(kind, counter[kind] + 1, remaining);
      unplaced.push({
        choice: {
          course,
          purpose: kind,
          pinnedTerm: null,
          pinned: false,
          placeholder: true,
          rank: 9,
        },
        why: 'FULL',
      });
    }
  }
  return { placements, unplaced };
}

function buildSemesters(
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
function unmetRequirements(
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

function progressOf(base: AuditResult, planned: AuditResult): RequirementProgress[] {
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
