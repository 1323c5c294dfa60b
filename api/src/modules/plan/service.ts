import type { Static } from '@fastify/type-provider-typebox';
import { SUB_DOMAIN_LABEL, type Semester } from '../../audit';
import type { AppDatabase } from '../../db/database';
import { AppError, type ErrorCode } from '../../errors';
import {
  nextTerm,
  parseTermText,
  planGraduation,
  termIndex,
  termOfIndex,
  termText,
  termsBetween,
  type CandidateCourse,
  type PlanPin,
  type PlanTerm,
} from '../../planner';
import { auditMemberRow } from '../courses/queries';
import { auditMemberOf, auditMemberRowWith, portalCourseOf } from '../courses/service';
import type { RuleSetLoader } from '../graduation-rules/loader';
import type { CourseCatalog, CourseCatalogLoader } from '../offerings/catalog';
import {
  savePlanChoices,
  savedPlanChoices,
  type CurriculumRow,
  type StoredPlanChoices,
} from './queries';
import type { PlanningReferenceLoader } from './reference';
import { DEFAULT_MAX_CREDITS, type PlanSchema } from './schemas';

export interface PlanDependencies {
  db: AppDatabase;
  rules: RuleSetLoader;
  catalogs: CourseCatalogLoader;
  references: PlanningReferenceLoader;
}

/** Choices given with a request; a missing one falls back to the saved one, then the default. */
export interface PlanChoiceInput {
  until?: string | null;
  maxCredits?: number;
  pins?: readonly { number: string; term: string | null }[];
  excluded?: readonly string[];
}

/** The longest plan: six years of semesters. */
const MAX_TERMS = 12;

type PlanResponse = Static<typeof PlanSchema>;

/**
 * GET /plan (choices from the query, `errorCode` COMMON005) and PUT /plan (`save`, from the
 * body, VALID001): the member's stored courses audited, the plan computed from them, the
 * choices checked against the plan's semesters, the catalog and the passed courses.
 */
export async function memberPlan(
  { db, rules, catalogs, references }: PlanDependencies,
  memberId: number,
  given: PlanChoiceInput,
  { errorCode, save }: { errorCode: ErrorCode; save: boolean },
): Promise<PlanResponse> {
  const [member, ruleSet, catalog, reference, saved] = await Promise.all([
    auditMemberRow(db, memberId),
    rules.ruleSet(),
    catalogs.catalog(),
    references.reference(),
    savedPlanChoices(db, memberId),
  ]);
  const current = reference.currentTerm;
  if (member === undefined) throw AppError.of('MEMBER002');
  if (current === undefined) throw AppError.of('TERM001');
  const fail = (field: string, message: string): never => {
    throw AppError.of(errorCode, { [field]: message });
  };

  const base = auditMemberRowWith(member, ruleSet);
  const passed = new Set(
    base.result.ledger
      .filter((entry) => entry.skip?.reason !== 'FAILED_GRADE')
      .map((entry) => entry.course.number),
  );
  const start = nextTerm(current);
  const maxCredits = given.maxCredits ?? saved?.maxCredits ?? DEFAULT_MAX_CREDITS;

  // until: given → must not be past; saved but past by now (a new term was published) → default.
  let until: PlanTerm;
  if (given.until !== undefined && given.until !== null) {
    until =
      parseTermText(given.until) ??
      fail('until', '졸업 학기는 2027-2 처럼 연도-학기(1 또는 2)로 적어 주세요.');
    if (termIndex(until) < termIndex(start)) {
      fail('until', `이미 지난 학기입니다. ${termText(start)} 이후의 학기를 골라 주세요.`);
    }
  } else {
    const stored = given.until === null ? null : (saved?.until ?? null);
    until =
      stored !== null && termIndex(stored) >= termIndex(start)
        ? stored
        : defaultUntil(member.cohort, start, base.result.overall.status.required, maxCredits);
  }
  if (termIndex(until) - termIndex(start) >= MAX_TERMS) {
    fail(
      'until',
      `졸업 학기는 ${termText(termOfIndex(termIndex(start) + MAX_TERMS - 1))}까지 고를 수 있습니다.`,
    );
  }
  const terms = termsBetween(start, until);
  const inPlan = (term: PlanTerm) =>
    termIndex(term) >= termIndex(start) && termIndex(term) <= termIndex(until);

  // Pins and exclusions given now are checked strictly; saved ones that no longer apply (the
  // course was passed since, the semester is past) are dropped quietly.
  const strict = given.pins !== undefined;
  const pinsGiven = given.pins ?? saved?.pins ?? [];
  const excludedGiven = given.excluded ?? saved?.excluded ?? [];
  const pins: { number: string; term: PlanTerm | null }[] = [];
  for (const pin of pinsGiven) {
    const number = pin.number.trim().toUpperCase();
    const term = pin.term === null ? null : parseTermText(pin.term);
    const problem = !catalog.has(number)
      ? `알 수 없는 학수번호입니다: ${number}`
      : passed.has(number)
        ? `이미 이수한 과목입니다: ${number}`
        : pin.term !== null && (term === null || !inPlan(term))
          ? `${number}의 학기는 ${termText(start)}부터 ${termText(until)} 사이여야 합니다.`
          : pins.some((other) => other.number === number)
            ? `같은 과목을 두 번 고정했습니다: ${number}`
            : null;
    if (problem === null) pins.push({ number, term });
    else if (strict) fail('pins', problem);
  }
  const excluded: string[] = [];
  for (const raw of excludedGiven) {
    const number = raw.trim().toUpperCase();
    const problem = !catalog.has(number)
      ? `알 수 없는 학수번호입니다: ${number}`
      : pins.some((pin) => pin.number === number)
        ? `고정한 과목은 제외할 수 없습니다: ${number}`
        : null;
    if (problem === null) {
      if (!excluded.includes(number)) excluded.push(number);
    } else if (given.excluded !== undefined) fail('excluded', problem);
  }

  const choices = {
    until: termText(until),
    maxCredits,
    pins: pins.map((pin) => ({
      number: pin.number,
      term: pin.term === null ? null : termText(pin.term),
    })),
    excluded,
  };
  if (save) {
    const stored: StoredPlanChoices = {
      until: given.until === null || given.until === undefined ? null : until,
      maxCredits,
      pins: choices.pins,
      excluded,
    };
    await savePlanChoices(db, memberId, stored);
  }

  const curriculum = [
    ...reference.curriculum(member.department_id),
    ...(member.second_department_id === null
      ? []
      : reference.curriculum(member.second_department_id)),
  ];
  const majorCourses = curriculumCandidates(curriculum, member.department_id, catalog);
  const cultureCourses = reference.cultures.map((row) => ({
    subDomain: row.sub_domain,
    course: {
      number: row.number,
      name: row.name,
      credit: row.credit,
      type: row.sub_domain.startsWith('BASIC') ? '교필' : '교선',
      domain: SUB_DOMAIN_LABEL[row.sub_domain],
      grade: null,
      curriculumSemesters: [],
      usual: catalog.get(row.number)?.usual ?? null,
    } satisfies CandidateCourse,
  }));
  const candidateOf = (number: string): CandidateCourse =>
    majorCourses.find((course) => course.number === number) ??
    cultureCourses.find((entry) => entry.course.number === number)?.course ??
    otherCourse(number, catalog);

  const plan = planGraduation({
    member: auditMemberOf(member),
    courses: member.courses.map(portalCourseOf),
    rules: ruleSet,
    terms,
    maxCredits,
    majorCourses,
    cultureCourses,
    pins: pins.map((pin): PlanPin => ({ course: candidateOf(pin.number), term: pin.term })),
    excluded: new Set(excluded),
  });

  return {
    ...choices,
    saved: save || saved !== null,
    semesters: plan.semesters.map((semester) => ({
      year: semester.term.year,
      semester: semester.term.semester === 'FIRST' ? ('1학기' as const) : ('2학기' as const),
      term: termText(semester.term),
      credits: semester.credits,
      courses: semester.courses.map(({ subDomain, ...course }) =>
        subDomain === null ? course : { ...course, subDomain },
      ),
    })),
    unmet: [...plan.unmet],
    feasible: plan.feasible,
    progress: [...plan.progress],
  };
}

/**
 * No `until` chosen: the cohort's 4학년 2학기, or, when that is past, as many semesters as the
 * missing credits need at maxCredits.
 */
function defaultUntil(
  cohort: number | null,
  start: PlanTerm,
  required: number,
  maxCredits: number,
): PlanTerm {
  const fourthYear = cohort === null ? null : termIndex({ year: cohort + 3, semester: 'SECOND' });
  const byCredits = termIndex(start) + Math.max(1, Math.ceil(required / maxCredits)) - 1;
  return termOfIndex(
    Math.min(termIndex(start) + MAX_TERMS - 1, Math.max(fourthYear ?? 0, byCredits)),
  );
}

/**
 * Curriculum rows as candidates, first department first. A course listed in both semesters
 * is one candidate with both; as 다전공 the types become 2전심/2전선 (the portal's), and the
 * 다전공's 교직 courses are left out (they count for neither major).
 */
function curriculumCandidates(
  rows: readonly CurriculumRow[],
  firstId: number,
  catalog: CourseCatalog,
): CandidateCourse[] {
  const byNumber = new Map<string, CandidateCourse>();
  for (const row of rows) {
    const isFirst = row.department_id === firstId;
    const existing = byNumber.get(row.number);
    if (existing !== undefined) {
      if (!existing.curriculumSemesters.includes(row.semester)) {
        byNumber.set(row.number, {
          ...existing,
          curriculumSemesters: [...existing.curriculumSemesters, row.semester] as Semester[],
        });
      }
      continue;
    }
    if (!isFirst && row.type.trim() === '1교직') continue;
    byNumber.set(row.number, {
      number: row.number,
      name: row.name,
      credit: row.credit,
      type: isFirst ? row.type : row.category === 'MAJOR_ADVANCED' ? '2전심' : '2전선',
      domain: '*',
      grade: row.grade,
      curriculumSemesters: [row.semester],
      usual: catalog.get(row.number)?.usual ?? null,
    });
  }
  return [...byNumber.values()];
}

/** A pinned course outside the member's curricula: it counts as 일반 (일선). */
function otherCourse(number: string, catalog: CourseCatalog): CandidateCourse {
  const known = catalog.get(number);
  return {
    number,
    name: known?.name ?? number,
    credit: known?.credit ?? 3,
    type: '일선',
    domain: '*',
    grade: null,
    curriculumSemesters: [],
    usual: known?.usual ?? null,
  };
}
