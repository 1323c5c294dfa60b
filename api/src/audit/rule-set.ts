import type { Domain, Exemption, MajorMode, SubDomain } from './enums';
import { CATEGORIES, DOMAINS } from './enums';

/**
 * The graduation rules as plain data (see api/data/rules/README.md for the CSV form).
 * Nothing here knows a particular year: every cut-over is a cohort range in the data.
 */
export interface RuleSet {
  /** Tried in ascending `rank`; per target the first row whose conditions all hold applies. */
  readonly requirements: readonly RequirementRule[];
  /** Which sub-domains a cohort's 교양 domains consist of (curriculum.csv, cohort resolved). */
  readonly curriculum: readonly CurriculumEntry[];
  /** Sub-domains judged as another one for a cohort range (2024+: 자연/공학 → 자연/공학). */
  readonly subDomainMerges: readonly SubDomainMerge[];
  /** Sub-domains an exemption removes from the requirements. */
  readonly exemptionRemovals: readonly ExemptionRemoval[];
  /** Domains from which the member's own department balance field is removed. */
  readonly ownBalanceFieldExclusions: readonly OwnBalanceFieldExclusion[];
}

/**
 * Inclusive cohort range; `null` = open end. A member with no cohort (졸업생, entered before
 * 2017) counts as earlier than every cohort, so only ranges with an open start apply to them.
 */
export interface CohortRange {
  readonly from: number | null;
  readonly to: number | null;
}

/** What a requirement row sets: the overall credits, a category's credits or a domain's items. */
export const REQUIREMENT_TARGETS = ['TOTAL', ...CATEGORIES, ...DOMAINS] as const;
export type RequirementTarget = (typeof REQUIREMENT_TARGETS)[number];

/** A domain's required item count may be "every item left after removals". */
export const ALL_ITEMS = 'ALL' as const;
export type RequirementValue = number | typeof ALL_ITEMS;

/** Exemption condition: a specific exemption, or NONE = the member has no exemption. */
export type ExemptionCondition = Exemption | 'NONE';

export interface RequirementRule {
  readonly rank: number;
  readonly target: RequirementTarget;
  /** Conditions; `null` = any value. */
  readonly cohort: CohortRange;
  readonly majorMode: MajorMode | null;
  /** Of the first department. */
  readonly hasAdvanced: boolean | null;
  readonly secondDepartmentId: number | null;
  readonly exemption: ExemptionCondition | null;
  /** Credits (TOTAL and categories) or required item count (domains). */
  readonly value: RequirementValue;
}

export interface CurriculumEntry {
  /** `null` would be the 졸업생 cohort (the reference data has no rows for it). */
  readonly cohort: number | null;
  readonly domain: Domain;
  readonly subDomain: SubDomain;
}

export interface SubDomainMerge {
  readonly cohort: CohortRange;
  readonly subDomain: SubDomain;
  readonly mergedInto: SubDomain;
}

export interface ExemptionRemoval {
  readonly exemption: Exemption;
  readonly subDomain: SubDomain;
}

export interface OwnBalanceFieldExclusion {
  readonly cohort: CohortRange;
  readonly domain: Domain;
}

/** The member facts requirement rows can be conditioned on. */
export interface RequirementContext {
  readonly cohort: number | null;
  readonly majorMode: MajorMode;
  readonly hasAdvanced: boolean;
  readonly secondDepartmentId: number | null;
  readonly exemption: Exemption | null;
}

export function cohortInRange(cohort: number | null, range: CohortRange): boolean {
  if (cohort === null) return range.from === null;
  return (range.from === null || cohort >= range.from) && (range.to === null || cohort <= range.to);
}

function ruleApplies(rule: RequirementRule, context: RequirementContext): boolean {
  return (
    cohortInRange(context.cohort, rule.cohort) &&
    (rule.majorMode === null || rule.majorMode === context.majorMode) &&
    (rule.hasAdvanced === null || rule.hasAdvanced === context.hasAdvanced) &&
    (rule.secondDepartmentId === null || rule.secondDepartmentId === context.secondDepartmentId) &&
    (rule.exemption === null || rule.exemption === (context.exemption ?? 'NONE'))
  );
}

/**
 * The value of the first applicable row for `target`. `requirements` must be sorted by rank
 * (parseRuleSet guarantees it, and a catch-all row per target, so this cannot miss).
 */
export function resolveRequirement(
  requirements: readonly RequirementRule[],
  target: RequirementTarget,
  context: RequirementContext,
): RequirementValue {
  const rule = requirements.find((row) => row.target === target && ruleApplies(row, context));
  if (rule === undefined) {
    throw new Error(`Rule set has no requirement row for ${target} that applies to this member`);
  }
  return rule.value;
}

/** The sub-domain a course or department field counts as for a cohort (after merges). */
export function mergeSubDomain(
  subDomain: SubDomain,
  cohort: number | null,
  merges: readonly SubDomainMerge[],
): SubDomain {
  const merge = merges.find(
    (row) => row.subDomain === subDomain && cohortInRange(cohort, row.cohort),
  );
  return merge === undefined ? subDomain : merge.mergedInto;
}
