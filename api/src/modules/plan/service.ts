import type { Static } from '@fastify/type-provider-typebox';
import type { SubDomain } from '../../audit';
import type { AppDatabase } from '../../db/database';
import type { ErrorCode } from '../../errors';
import {
  nextTerm,
  passedCourseNumbers,
  planGraduation,
  termIndex,
  termLabel,
  termText,
  type PlanPin,
  type PlanTerm,
} from '../../planner';
import { checkBasis, referenceBasis, type BasisReference } from '../courses/basis';
import {
  auditMemberOf,
  auditMemberRowWith,
  memberAuditRow,
  portalCourseOf,
} from '../courses/service';
import type { RuleSetLoader } from '../graduation-rules/loader';
import type { CourseCatalogLoader } from '../offerings/catalog';
import { planCandidates } from './candidates';
import { choicesText, resolveChoices, type PlanChoiceInput, type PlanChoices } from './choices';
import { droppedNotice } from './in-progress';
import { inProgressCourses, savePlanChoices, savedPlanChoices } from './queries';
import type { TermClock } from '../../academic/term-calendar';
import type { PlanningReferenceLoader } from './reference';
import type { PlanSchema } from './schemas';

export interface PlanDependencies {
  db: AppDatabase;
  rules: RuleSetLoader;
  catalogs: CourseCatalogLoader;
  references: PlanningReferenceLoader;
  /** What every plan is checked against besides the member's cohort (GET /courses/basis). */
  basisReference: BasisReference;
  /** The calendar's current term: a plan starts with the next one, which has not started. */
  terms: TermClock;
}

type PlanResponse = Static<typeof PlanSchema>;

/**
 * GET /plan: the member's stored courses audited, the plan computed from them with the choices
 * of the query (400 COMMON005 when one does not fit), else the saved ones. Nothing is stored.
 */
export async function memberPlan(
  dependencies: PlanDependencies,
  memberId: number,
  given: PlanChoiceInput,
): Promise<PlanResponse> {
  const planning = await loadPlanning(dependencies, memberId);
  const choices = checkedChoices(planning, given, 'COMMON005');
  return planResponse(planning, choices, { saved: planning.saved !== null });
}

/**
 * PUT /plan: the choices of the body (400 VALID001 when one does not fit) are stored, then
 * the plan made with them is the answer. An `until` left out or null is stored as "the default".
 */
export async function saveMemberPlan(
  dependencies: PlanDependencies,
  memberId: number,
  given: PlanChoiceInput,
): Promise<PlanResponse> {
  const planning = await loadPlanning(dependencies, memberId);
  const choices = checkedChoices(planning, given, 'VALID001');
  await savePlanChoices(dependencies.db, memberId, {
    until: given.until === null || given.until === undefined ? null : choices.until,
    maxCredits: choices.maxCredits,
    pins: choicesText(choices).pins,
    excluded: choices.excluded,
  });
  return planResponse(planning, choices, { saved: true });
}

/**
 * Everything a plan reads: the member (404 MEMBER002), the reference data, the saved choices and
 * the courses being taken this term (those of a term that is over are not counted, and said so
 * until the member acknowledges them). Reads only.
 */
async function loadPlanning(
  { db, rules, catalogs, references, basisReference, terms }: PlanDependencies,
  memberId: number,
) {
  const current = terms.current();
  const [member, ruleSet, catalog, reference, basis, saved, inProgress] = await Promise.all([
    memberAuditRow(db, memberId),
    rules.ruleSet(),
    catalogs.catalog(),
    references.reference(),
    basisReference.get(),
    savedPlanChoices(db, memberId),
    inProgressCourses(db, memberId, current),
  ]);
  return {
    member,
    ruleSet,
    catalog,
    reference,
    basis: checkBasis(member, referenceBasis(basis, current)),
    saved,
    current,
    inProgress: {
      numbers: inProgress.current.map((row) => row.number),
      dropped: droppedNotice(inProgress.dropped, catalog),
    },
    start: nextTerm(current),
  };
}

type Planning = Awaited<ReturnType<typeof loadPlanning>>;

/** The choices checked against the plan's semesters, the catalog and the passed courses. */
function checkedChoices(
  { member, ruleSet, catalog, saved, current, start, inProgress }: Planning,
  given: PlanChoiceInput,
  errorCode: ErrorCode,
): PlanChoices {
  const base = auditMemberRowWith(member, ruleSet);
  return resolveChoices(given, saved, {
    current,
    start,
    catalog,
    passed: passedCourseNumbers(base.result),
    inProgress: new Set(inProgress.numbers),
    cohort: member.cohort,
    requiredCredits: base.result.overall.status.required,
    errorCode,
  });
}

/**
 * Saved choices that no longer apply: "지난 학기(2026년 1학기) 계획은 제외했습니다." for terms
 * that are over; a pin in the current term is not called past (this term is not over).
 */
function rebasedNotice(droppedTerms: readonly PlanTerm[], current: PlanTerm): string | null {
  const past = droppedTerms.filter((term) => termIndex(term) < termIndex(current));
  const sentences = [
    ...(past.length === 0
      ? []
      : [`지난 학기(${past.map(termLabel).join(', ')}) 계획은 제외했습니다.`]),
    ...(past.length < droppedTerms.length
      ? [
          `이번 학기(${termLabel(current)})에 고정했던 과목은 계획에서 뺐습니다. 듣고 있다면 ‘이번 학기 수강 중’에 추가해 주세요.`,
        ]
      : []),
  ];
  return sentences.length === 0 ? null : sentences.join(' ');
}

/** The plan made with the choices, as GET and PUT /plan answer it. */
function planResponse(
  { member, ruleSet, catalog, reference, basis, current, inProgress }: Planning,
  choices: PlanChoices,
  { saved }: { saved: boolean },
): PlanResponse {
  const candidates = planCandidates(reference, member, catalog);
  const withSubDomain = <Course extends { subDomain: SubDomain | null }>({
    subDomain,
    ...course
  }: Course) => (subDomain === null ? course : { ...course, subDomain });
  const plan = planGraduation({
    member: auditMemberOf(member),
    courses: member.courses.map(portalCourseOf),
    rules: ruleSet,
    terms: choices.terms,
    maxCredits: choices.maxCredits,
    majorCourses: candidates.majorCourses,
    cultureCourses: candidates.cultureCourses,
    pins: choices.pins.map((pin): PlanPin => ({
      course: candidates.candidateOf(pin.number),
      term: pin.term,
    })),
    excluded: new Set(choices.excluded),
    inProgress: { term: current, courses: inProgress.numbers.map(candidates.candidateOf) },
  });
  return {
    ...choicesText(choices),
    saved,
    rebased: rebasedNotice(choices.droppedTerms, current),
    inProgress: {
      term: termText(current),
      courses: plan.inProgress.map(withSubDomain),
      dropped: inProgress.dropped,
    },
    semesters: plan.semesters.map((semester) => ({
      year: semester.term.year,
      semester: semester.term.semester === 'FIRST' ? ('1학기' as const) : ('2학기' as const),
      term: termText(semester.term),
      credits: semester.credits,
      courses: semester.courses.map(withSubDomain),
    })),
    basis,
    unmet: [...plan.unmet],
    feasible: plan.feasible,
    progress: [...plan.progress],
  };
}
