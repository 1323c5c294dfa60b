/** The graduation audit: pure and deterministic; every threshold comes from `rules`. */
import type { Category, MajorMode, SubDomain } from './enums';
import { CATEGORIES, CATEGORY_LABEL, DOMAINS, recordOf } from './enums';
import { majorModeOf } from './classify';
import { domainResult, planCultureItems } from './culture';
import { buildLedger } from './ledger';
import type { RequirementContext, RequirementRule, RequirementTarget } from './rule-set';
import { resolveRequirement } from './rule-set';
import { requirementResult } from './status';
import type {
  AuditInput,
  AuditMember,
  AuditResult,
  CategoryResult,
  CourseLedgerEntry,
  CreditSummary,
  CreditSummaryField,
} from './types';
import { CREDIT_SUMMARY_FIELDS } from './types';

const DISPLAYED_CATEGORIES: Readonly<Record<MajorMode, readonly Category[]>> = {
  SINGLE: ['MAJOR_ADVANCED', 'MAJOR_OPTIONAL', 'CULTURE', 'ETC'],
  DOUBLE: ['FIRST_MAJOR', 'SECOND_MAJOR', 'CULTURE', 'ETC'],
};

export function requirementContextOf(member: AuditMember): RequirementContext {
  return {
    cohort: member.cohortYear,
    majorMode: majorModeOf(member),
    hasAdvanced: member.department.hasAdvanced,
    secondDepartmentId: member.secondDepartment?.id ?? null,
    exemption: member.exemption,
  };
}

/** Credit targets hold numbers; parseRuleSet rejects ALL for them. */
function requiredCredits(
  requirements: readonly RequirementRule[],
  target: RequirementTarget,
  context: RequirementContext,
): number {
  const value = resolveRequirement(requirements, target, context);
  if (typeof value !== 'number') {
    throw new Error(`Rule set gives ${target} a non-numeric credit requirement`);
  }
  return value;
}

/** Sums of the counted courses' credits, gathered in one pass over the ledger. */
interface CreditTally {
  completed: number;
  readonly byCategory: Record<Category, { credits: number; readonly courseIndexes: number[] }>;
  readonly bySummaryField: Record<CreditSummaryField, number>;
  readonly subDomains: Set<SubDomain>;
}

function tallyCredits(ledger: readonly CourseLedgerEntry[]): CreditTally {
  const tally: CreditTally = {
    completed: 0,
    byCategory: recordOf(CATEGORIES, () => ({ credits: 0, courseIndexes: [] })),
    bySummaryField: recordOf(CREDIT_SUMMARY_FIELDS, () => 0),
    subDomains: new Set(),
  };
  for (const entry of ledger) {
    if (!entry.counted) continue;
    const { credit } = entry.course;
    tally.completed += credit;
    const category = tally.byCategory[entry.category];
    category.credits += credit;
    category.courseIndexes.push(entry.index);
    if (entry.creditSummaryField !== null) tally.bySummaryField[entry.creditSummaryField] += credit;
    if (entry.subDomain !== null) tally.subDomains.add(entry.subDomain);
  }
  return tally;
}

function creditSummary(tally: CreditTally, total: number, majorMode: MajorMode): CreditSummary {
  const { status } = requirementResult(total, tally.completed);
  const { major, secondMajor, culture, etc } = tally.bySummaryField;
  return {
    total,
    completed: tally.completed,
    major,
    secondMajor: majorMode === 'DOUBLE' ? secondMajor : null,
    culture,
    etc,
    required: status.required,
    completion: status.completion,
    isDoubleMajor: majorMode === 'DOUBLE',
  };
}

/**
 * Audit one member's courses against the rule set: every status of the result page, the
 * credit summary, the three culture domains and a ledger saying where each course counted.
 * Courses are taken in the given order (the first of a repeated 학수번호 is kept).
 */
export function auditGraduation({ member, courses, rules }: AuditInput): AuditResult {
  const context = requirementContextOf(member);
  const { majorMode } = context;
  const plan = planCultureItems(member, rules);
  const ledger = buildLedger(courses, {
    cohort: member.cohortYear,
    majorMode,
    merges: rules.subDomainMerges,
    planBySubDomain: new Map(plan.map((item) => [item.subDomain, item])),
  });
  const tally = tallyCredits(ledger);

  const categories = recordOf(CATEGORIES, (category): CategoryResult => {
    const { credits, courseIndexes } = tally.byCategory[category];
    const total = requiredCredits(rules.requirements, category, context);
    const { completed, status } = requirementResult(total, credits);
    return { category, label: CATEGORY_LABEL[category], completed, status, courseIndexes };
  });
  const domains = recordOf(DOMAINS, (domain) =>
    domainResult(
      domain,
      plan,
      tally.subDomains,
      resolveRequirement(rules.requirements, domain, context),
    ),
  );

  const total = requiredCredits(rules.requirements, 'TOTAL', context);
  return {
    isDoubleMajor: majorMode === 'DOUBLE',
    overall: requirementResult(total, tally.completed),
    displayedCategories: DISPLAYED_CATEGORIES[majorMode],
    categories,
    credit: creditSummary(tally, total, majorMode),
    domains,
    ledger,
  };
}
