import type { Static } from '@fastify/type-provider-typebox';
import {
  SKIP_REASON_LABEL,
  auditGraduation,
  portalCourse,
  type AuditMember,
  type AuditResult,
  type Category,
  type CourseLedgerEntry,
  DOMAINS,
  type Domain,
  type PortalCourse,
  type RequirementResult,
  type RuleSet,
} from '../../audit';
import type { AppDatabase } from '../../db/database';
import { AppError } from '../../errors';
import type { RuleSetLoader } from '../graduation-rules/loader';
import type { MemberInfo } from '../members/service';
import { checkBasis, type CheckBasis } from './basis';
import { auditMemberRow, type AuditMemberRow, type StoredCourse } from './queries';
import type {
  CategoryBoxSchema,
  CourseResultSchema,
  CourseSchema,
  CreditSchema,
  CultureResultSchema,
  DomainBoxSchema,
  GraduationCheckSchema,
  LedgerEntrySchema,
  LedgerSchema,
} from './schemas';

/** A member's stored courses audited against the current rule set. */
export interface MemberAudit {
  readonly member: AuditMemberRow;
  /** Same order as `result.ledger` (ledger entry i describes courses[i]). */
  readonly courses: readonly StoredCourse[];
  readonly result: AuditResult;
}

/**
 * Audits a member from scratch: one query (member and courses) and the cached rule set.
 * Category and sub-domain are derived from the stored raw portal fields on every call, so a
 * changed second major, department or exemption shows at once. Unknown member → 404 MEMBER002.
 */
export async function auditMember(
  db: AppDatabase,
  rules: RuleSetLoader,
  memberId: number,
): Promise<MemberAudit> {
  const [member, ruleSet] = await Promise.all([memberAuditRow(db, memberId), rules.ruleSet()]);
  return auditMemberRowWith(member, ruleSet);
}

/**
 * Everything an audit reads about a member, in one query (queries.ts), for the modules that
 * audit a changed row (what-if, the planner). Unknown member → 404 MEMBER002.
 */
export async function memberAuditRow(db: AppDatabase, memberId: number): Promise<AuditMemberRow> {
  const member = await auditMemberRow(db, memberId);
  if (member === undefined) throw AppError.of('MEMBER002');
  return member;
}

/**
 * A member's cohort and graduation result under `ruleSet`, read from `db` as it is now (inside
 * an import's transaction too); undefined for a member without a row to audit.
 */
export async function memberResultWith(
  db: AppDatabase,
  memberId: number,
  ruleSet: RuleSet,
): Promise<{ cohort: number | null; result: MemberAudit['result'] } | undefined> {
  const row = await auditMemberRow(db, memberId);
  if (row === undefined) return undefined;
  return { cohort: row.cohort, result: auditMemberRowWith(row, ruleSet).result };
}

/**
 * The audit of a member row as read by `auditMemberRow`. The what-if and the planner pass a
 * row whose departments they changed, so every answer comes from this one path.
 */
export function auditMemberRowWith(member: AuditMemberRow, ruleSet: RuleSet): MemberAudit {
  const { courses } = member;
  const result = auditGraduation({
    member: auditMemberOf(member),
    courses: courses.map(portalCourseOf),
    rules: ruleSet,
  });
  return { member, courses, result };
}

export function auditMemberOf(row: AuditMemberRow): AuditMember {
  return {
    cohortYear: row.cohort,
    department: {
      id: row.department_id,
      hasAdvanced: row.has_advanced,
      balanceSubDomain: row.balance_sub_domain,
    },
    secondDepartment: row.second_department_id === null ? null : { id: row.second_department_id },
    exemption: row.exemption,
  };
}

/** A stored course in the portal's shape (the engine's input, and every listed course's fields). */
export function portalCourseOf(course: StoredCourse): PortalCourse {
  return portalCourse(course);
}

type CourseResponse = Static<typeof CourseSchema>;

function courseResponse(course: StoredCourse, entry: CourseLedgerEntry): CourseResponse {
  // A counted course passed: its grade is the ledger's to show, not the course list's.
  const { grade: _grade, ...fields } = portalCourseOf(course);
  return { id: course.id, ...fields, category: entry.category, subDomain: entry.subDomain };
}

function resultResponse<Item>(head: RequirementResult, content: Item[]) {
  return { completed: head.completed, status: head.status, count: content.length, content };
}

/**
 * GET /courses (and the upload's answer): the counted courses with the overall status, or with
 * `category` those of one category against its requirement. Failed attempts are not listed
 * (they are not completed courses); GET /courses/ledger explains them.
 */
export function courseResult(
  { courses, result }: MemberAudit,
  category?: Category,
): Static<typeof CourseResultSchema> {
  if (category === undefined) {
    const counted = result.ledger.filter((entry) => entry.counted);
    return resultResponse(
      result.overall,
      counted.map((entry) => courseResponse(courseAt(courses, entry.index), entry)),
    );
  }
  const categoryResult = result.categories[category];
  return resultResponse(
    categoryResult,
    categoryResult.courseIndexes.map((index) =>
      courseResponse(courseAt(courses, index), ledgerEntryAt(result, index)),
    ),
  );
}

export function creditResponse({ member, result }: MemberAudit): Static<typeof CreditSchema> {
  return { username: member.username, name: member.name, ...result.credit };
}

/** GET /courses/cultures/{domain}: the member's required sub-domains of one culture domain. */
export function cultureDomainResult(
  { result }: MemberAudit,
  domain: Domain,
): Static<typeof CultureResultSchema> {
  const domainResult = result.domains[domain];
  return resultResponse(domainResult, [...domainResult.items]);
}

/** GET /courses/ledger: every stored course, failed attempts included, with the verdict. */
export function ledgerResponse({ courses, result }: MemberAudit): Static<typeof LedgerSchema> {
  const content = result.ledger.map((entry): Static<typeof LedgerEntrySchema> => {
    const course = courseAt(courses, entry.index);
    return {
      id: course.id,
      ...portalCourseOf(course),
      grade: course.grade,
      counted: entry.counted,
      category: entry.category,
      categoryLabel: entry.categoryLabel,
      subDomain: entry.subDomain,
      subDomainLabel: entry.subDomainLabel,
      creditSummaryField: entry.creditSummaryField,
      skipReason: entry.skip?.reason ?? null,
      skipLabel: entry.skip === null ? null : SKIP_REASON_LABEL[entry.skip.reason],
      subDomainOutcome: entry.subDomainOutcome,
      messages: [...entry.notes],
    };
  });
  return { count: content.length, content };
}

/**
 * The result page's boxes (the shared page's too): the head of each displayed category, in
 * display order, and every 교양 domain with its sub-domains, from the builders of GET /courses
 * and /courses/cultures/{domain}.
 */
export function resultBoxes(memberAudit: MemberAudit): {
  categories: Static<typeof CategoryBoxSchema>[];
  domains: Static<typeof DomainBoxSchema>[];
} {
  return {
    categories: memberAudit.result.displayedCategories.map((category) => {
      // The course list stays out: only the box's head is shown.
      const { completed, status } = courseResult(memberAudit, category);
      return { category, result: { completed, status } };
    }),
    domains: DOMAINS.map((domain) => ({
      domain,
      result: cultureDomainResult(memberAudit, domain),
    })),
  };
}

/**
 * GET /graduation-check: the result page's one read, the same figures as its parts' endpoints.
 * 졸업생 (no cohort: before 2017) have no rule set to be checked against, as on the shared page.
 */
export function graduationCheck(
  memberAudit: MemberAudit,
  member: MemberInfo,
  reference: Pick<CheckBasis, 'curriculumTerm' | 'timetable'>,
): Static<typeof GraduationCheckSchema> {
  if (memberAudit.member.cohort === null) return { checkable: false };
  return {
    checkable: true,
    member,
    credit: creditResponse(memberAudit),
    basis: checkBasis(memberAudit.member, reference),
    ...resultBoxes(memberAudit),
    ledger: ledgerResponse(memberAudit),
  };
}

// The ledger has one entry per input course, so these lookups cannot miss; the checks only
// satisfy noUncheckedIndexedAccess.
function courseAt(courses: readonly StoredCourse[], index: number): StoredCourse {
  const course = courses[index];
  if (course === undefined) throw new Error(`No stored course at ledger index ${index}`);
  return course;
}

function ledgerEntryAt(result: AuditResult, index: number): CourseLedgerEntry {
  const entry = result.ledger[index];
  if (entry === undefined) throw new Error(`No ledger entry at index ${index}`);
  return entry;
}
