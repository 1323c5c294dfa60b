/** Per-course verdicts: the upload filters, the derived category and sub-domain, and why. */
import type { Category, MajorMode, SubDomain } from './enums';
import { CATEGORY_LABEL, SUB_DOMAIN_LABEL } from './enums';
import { categoryOf, isSecondMajorType, subDomainFromText } from './classify';
import type { CultureItemPlan } from './culture';
import { auditMessages } from './messages';
import type { SubDomainMerge } from './rule-set';
import { mergeSubDomain } from './rule-set';
import type {
  CourseLedgerEntry,
  CourseSkip,
  CreditSummaryField,
  PortalCourse,
  SubDomainOutcome,
} from './types';

/** Which credit-summary figure a category feeds; a category missing here feeds none. */
const CREDIT_SUMMARY_FIELD: Readonly<
  Record<MajorMode, Partial<Readonly<Record<Category, CreditSummaryField>>>>
> = {
  SINGLE: { MAJOR_ADVANCED: 'major', MAJOR_OPTIONAL: 'major', CULTURE: 'culture', ETC: 'etc' },
  // MAJOR_OPTIONAL only holds 1교직 here, which the original leaves out of both majors.
  DOUBLE: { FIRST_MAJOR: 'major', SECOND_MAJOR: 'secondMajor', CULTURE: 'culture', ETC: 'etc' },
};

export interface LedgerContext {
  readonly cohort: number | null;
  readonly majorMode: MajorMode;
  readonly merges: readonly SubDomainMerge[];
  /** The member's culture plan by sub-domain (a sub-domain belongs to one domain only). */
  readonly planBySubDomain: ReadonlyMap<SubDomain, CultureItemPlan>;
}

interface KeptCourse {
  readonly index: number;
  readonly course: PortalCourse;
}

function isFailedGrade(grade: string | null | undefined): boolean {
  return grade?.trim().toUpperCase() === 'F';
}

function isValidCredit(credit: number): boolean {
  return Number.isInteger(credit) && credit >= 0;
}

/**
 * The upload filters in order: an F grade or a broken credit never counts, and such a row does
 * not claim its 학수번호, so a passed retake after a failed attempt still counts; after that the
 * first course with a 학수번호 wins and later ones are duplicates.
 */
function skipOf(course: PortalCourse, kept: KeptCourse | undefined): CourseSkip | null {
  if (isFailedGrade(course.grade)) {
    return { reason: 'FAILED_GRADE', message: auditMessages.failedGrade(), duplicateOf: null };
  }
  if (!isValidCredit(course.credit)) {
    const message = auditMessages.invalidCredit(course.credit);
    return { reason: 'INVALID_CREDIT', message, duplicateOf: null };
  }
  if (kept !== undefined) {
    const message = auditMessages.duplicateNumber(kept.course);
    return { reason: 'DUPLICATE_NUMBER', message, duplicateOf: kept.index };
  }
  return null;
}

/** What a counted course's sub-domain did for the member's culture domains. */
interface SubDomainVerdict {
  readonly subDomain: SubDomain;
  readonly outcome: SubDomainOutcome;
  readonly note: string;
}

function subDomainVerdict(subDomain: SubDomain, context: LedgerContext): SubDomainVerdict {
  const plan = context.planBySubDomain.get(subDomain);
  if (plan === undefined) {
    const note = auditMessages.notInCurriculum(context.cohort);
    return { subDomain, outcome: 'NOT_IN_CURRICULUM', note };
  }
  if (plan.exclusion !== null) {
    return { subDomain, outcome: plan.exclusion.reason, note: plan.exclusion.message };
  }
  return { subDomain, outcome: 'REQUIRED_ITEM', note: auditMessages.requiredItem(subDomain) };
}

/** Why a counted course landed where it did, in reading order. */
function countedNotes(
  course: PortalCourse,
  category: Category,
  namedSubDomain: SubDomain | null,
  verdict: SubDomainVerdict | null,
  context: LedgerContext,
): string[] {
  const notes = [auditMessages.countedInCategory(category)];
  if (category === 'ETC') {
    notes.push(
      context.majorMode === 'SINGLE' && isSecondMajorType(course.type)
        ? auditMessages.secondMajorTypeWithoutSecondMajor()
        : auditMessages.otherTypeIsEtc(course.type),
    );
  } else if (CREDIT_SUMMARY_FIELD[context.majorMode][category] === undefined) {
    notes.push(auditMessages.teachingCourseOfDoubleMajor());
  }
  if (verdict === null) {
    if (category === 'CULTURE') notes.push(auditMessages.cultureWithoutSubDomain());
    return notes;
  }
  if (namedSubDomain !== null && namedSubDomain !== verdict.subDomain) {
    notes.push(auditMessages.subDomainMerged(namedSubDomain, verdict.subDomain, context.cohort));
  }
  notes.push(verdict.note);
  return notes;
}

/** One entry per input course, in input order. */
export function buildLedger(
  courses: readonly PortalCourse[],
  context: LedgerContext,
): CourseLedgerEntry[] {
  const keptByNumber = new Map<string, KeptCourse>();
  // Built as one literal per course (no spreads): this loop dominates the audit's cost.
  return courses.map((course, index) => {
    const category = categoryOf(course.type, context.majorMode);
    const namedSubDomain = subDomainFromText(course.domain);
    const subDomain =
      namedSubDomain === null
        ? null
        : mergeSubDomain(namedSubDomain, context.cohort, context.merges);
    const number = course.number.trim();
    const skip = skipOf(course, keptByNumber.get(number));
    if (skip === null) keptByNumber.set(number, { index, course });
    const verdict =
      skip === null && subDomain !== null ? subDomainVerdict(subDomain, context) : null;
    return {
      index,
      course,
      category,
      categoryLabel: CATEGORY_LABEL[category],
      subDomain,
      subDomainLabel: subDomain === null ? null : SUB_DOMAIN_LABEL[subDomain],
      counted: skip === null,
      skip,
      creditSummaryField:
        skip === null ? (CREDIT_SUMMARY_FIELD[context.majorMode][category] ?? null) : null,
      subDomainOutcome: verdict === null ? null : verdict.outcome,
      notes:
        skip === null
          ? countedNotes(course, category, namedSubDomain, verdict, context)
          : [skip.message],
    };
  });
}
