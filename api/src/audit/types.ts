/** Input and output shapes of the audit engine. */
import type { Category, Domain, Exemption, SubDomain } from './enums';
import type { RuleSet } from './rule-set';

export interface AuditDepartment {
  readonly id: number;
  /** false only for departments without 전공심화 (융합경영학과). */
  readonly hasAdvanced: boolean;
  /** The department's own 균형 field (departments.sub_domain), e.g. BALANCE_ENGINEER. */
  readonly balanceSubDomain: SubDomain;
}

export interface AuditMember {
  /** Entrance year; null = 졸업생 (entered before 2017). */
  readonly cohortYear: number | null;
  readonly department: AuditDepartment;
  /** null = single major. */
  readonly secondDepartment: { readonly id: number } | null;
  readonly exemption: Exemption | null;
}

/**
 * A completed-course row as the portal gives it and the engine reads it: the one declaration of
 * a course's fields. The portal adapters' row (portal/types.ts), the stored row and the
 * planner's placed one (CourseRow, portal-course.ts) and the courses table (db/schema.ts) are
 * derived from it.
 */
export interface PortalCourse {
  /** 학년도, e.g. "2021" */
  readonly year: string;
  /** Portal text, e.g. "1학기" */
  readonly semester: string;
  /** 학수번호; the 이수구분 text when the portal row has none (as the reference library does) */
  readonly number: string;
  readonly name: string;
  /** 이수구분 text: 1전심, 1전선, 1교직, 교필, 교선, 2전심, 2전선, 1전필, 일선, … */
  readonly type: string;
  /** 교양영역 text (contains the sub-domain label, e.g. "균형(인문)"), "*" when none */
  readonly domain: string;
  readonly credit: number;
  /** Grade letter from the portal; "F" is skipped. Stored courses have none (omit or null). */
  readonly grade?: string | null;
}

export interface AuditInput {
  readonly member: AuditMember;
  readonly courses: readonly PortalCourse[];
  readonly rules: RuleSet;
}

/** Same formulas everywhere (docs/domain.md §2). `completed` may exceed `total`. */
export interface RequirementStatus {
  readonly total: number;
  readonly completed: number;
  /** max(0, total − completed) */
  readonly required: number;
  /** min(100, floor(completed·100 / total)); 100 when total = 0 */
  readonly completion: number;
}

/** The API's ResultResponse head: `completed` = the requirement is met (total ≤ completed). */
export interface RequirementResult {
  readonly completed: boolean;
  readonly status: RequirementStatus;
}

export interface CategoryResult extends RequirementResult {
  readonly category: Category;
  readonly label: string;
  /** Indexes (into the input courses and the ledger) of the courses counted here. */
  readonly courseIndexes: readonly number[];
}

/** One item of GET /courses/cultures/{domain}. */
export interface DomainItem {
  readonly subDomain: SubDomain;
  readonly subDomainName: string;
  readonly completed: boolean;
}

/** Why a curriculum sub-domain is not required of this member. */
export const EXCLUSION_REASONS = ['OWN_BALANCE_FIELD', 'EXEMPTED'] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];

export interface ExcludedDomainItem {
  readonly subDomain: SubDomain;
  readonly subDomainName: string;
  readonly reason: ExclusionReason;
  readonly message: string;
}

export interface DomainResult extends RequirementResult {
  readonly domain: Domain;
  readonly label: string;
  /** Required sub-domains, in curriculum order; status.completed = how many are done. */
  readonly items: readonly DomainItem[];
  /** Curriculum sub-domains removed for this member, with the reason. */
  readonly excludedItems: readonly ExcludedDomainItem[];
}

/** GET /courses/credit without username/name (the caller adds them). */
export interface CreditSummary {
  readonly total: number;
  readonly completed: number;
  /** FIRST_MAJOR credits for a double major, else MAJOR_ADVANCED + MAJOR_OPTIONAL. */
  readonly major: number;
  /** SECOND_MAJOR credits, null for a single major. */
  readonly secondMajor: number | null;
  readonly culture: number;
  readonly etc: number;
  readonly required: number;
  readonly completion: number;
  readonly isDoubleMajor: boolean;
}
export const CREDIT_SUMMARY_FIELDS = ['major', 'secondMajor', 'culture', 'etc'] as const;
export type CreditSummaryField = (typeof CREDIT_SUMMARY_FIELDS)[number];

/** Why an input course does not count at all (the upload does not store it). */
export const SKIP_REASONS = ['FAILED_GRADE', 'INVALID_CREDIT', 'DUPLICATE_NUMBER'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];
export const SKIP_REASON_LABEL: Readonly<Record<SkipReason, string>> = {
  FAILED_GRADE: 'F 학점',
  INVALID_CREDIT: '학점 오류',
  DUPLICATE_NUMBER: '중복 학수번호',
};

export interface CourseSkip {
  readonly reason: SkipReason;
  readonly message: string;
  /** For DUPLICATE_NUMBER: index of the earlier course that was kept. */
  readonly duplicateOf: number | null;
}

/** What a counted course's sub-domain did for the culture domains. */
export const SUB_DOMAIN_OUTCOMES = [
  'REQUIRED_ITEM',
  ...EXCLUSION_REASONS,
  'NOT_IN_CURRICULUM',
] as const;
export type SubDomainOutcome = (typeof SUB_DOMAIN_OUTCOMES)[number];

/** Where one input course counted, or why it did not. Same order as the input. */
export interface CourseLedgerEntry {
  readonly index: number;
  readonly course: PortalCourse;
  /** Derived for every course (GET /courses returns it); skipped courses count nowhere. */
  readonly category: Category;
  readonly categoryLabel: string;
  readonly subDomain: SubDomain | null;
  readonly subDomainLabel: string | null;
  readonly counted: boolean;
  readonly skip: CourseSkip | null;
  /** Which credit-summary figure includes the credits; null when none does (see notes). */
  readonly creditSummaryField: CreditSummaryField | null;
  /** null when not counted or when the course has no sub-domain. */
  readonly subDomainOutcome: SubDomainOutcome | null;
  /** Korean sentences explaining the above, in reading order. */
  readonly notes: readonly string[];
}

export interface AuditResult {
  readonly isDoubleMajor: boolean;
  /** All counted credits against the overall total (130). */
  readonly overall: RequirementResult;
  /** The category boxes of the result page, in display order for the major mode. */
  readonly displayedCategories: readonly Category[];
  /** Every category (GET /courses?category= accepts all of them). */
  readonly categories: Readonly<Record<Category, CategoryResult>>;
  readonly credit: CreditSummary;
  readonly domains: Readonly<Record<Domain, DomainResult>>;
  readonly ledger: readonly CourseLedgerEntry[];
}
