/** The 교양 domains (기초/핵심/균형): which sub-domains a member must cover and how many. */
import type { Domain, SubDomain } from './enums';
import { DOMAIN_LABEL, SUB_DOMAIN_LABEL } from './enums';
import { auditMessages } from './messages';
import type { RequirementValue, RuleSet } from './rule-set';
import { ALL_ITEMS, cohortInRange, mergeSubDomain } from './rule-set';
import { requirementResult } from './status';
import type { AuditMember, DomainResult, ExclusionReason } from './types';

/** A sub-domain of the member's cohort curriculum, and why it is not required (if so). */
export interface CultureItemPlan {
  readonly domain: Domain;
  readonly subDomain: SubDomain;
  readonly exclusion: { readonly reason: ExclusionReason; readonly message: string } | null;
}

/**
 * The member's cohort curriculum, in data order, each item marked required or excluded.
 * The own balance field is compared after merges, so for a merged cohort a 자연 or 공학
 * department excludes 자연/공학; it is checked before exemptions, as in the original.
 */
export function planCultureItems(member: AuditMember, rules: RuleSet): CultureItemPlan[] {
  const { cohortYear: cohort, exemption } = member;
  const ownField = mergeSubDomain(
    member.department.balanceSubDomain,
    cohort,
    rules.subDomainMerges,
  );
  const ownFieldDomains = new Set(
    rules.ownBalanceFieldExclusions
      .filter((row) => cohortInRange(cohort, row.cohort))
      .map((row) => row.domain),
  );
  const exempted = new Set(
    rules.exemptionRemovals
      .filter((row) => row.exemption === exemption)
      .map((row) => row.subDomain),
  );
  return rules.curriculum
    .filter((entry) => entry.cohort === cohort)
    .map((entry) => {
      let exclusion: CultureItemPlan['exclusion'] = null;
      if (ownFieldDomains.has(entry.domain) && entry.subDomain === ownField) {
        exclusion = { reason: 'OWN_BALANCE_FIELD', message: auditMessages.ownBalanceField() };
      } else if (exemption !== null && exempted.has(entry.subDomain)) {
        exclusion = { reason: 'EXEMPTED', message: auditMessages.exempted(exemption) };
      }
      return { domain: entry.domain, subDomain: entry.subDomain, exclusion };
    });
}

/** One domain box: every remaining item, done when any counted course has its sub-domain. */
export function domainResult(
  domain: Domain,
  plan: readonly CultureItemPlan[],
  completedSubDomains: ReadonlySet<SubDomain>,
  requiredItems: RequirementValue,
): DomainResult {
  const entries = plan.filter((item) => item.domain === domain);
  const items = entries
    .filter((item) => item.exclusion === null)
    .map((item) => ({
      subDomain: item.subDomain,
      subDomainName: SUB_DOMAIN_LABEL[item.subDomain],
      completed: completedSubDomains.has(item.subDomain),
    }));
  const excludedItems = entries.flatMap(({ subDomain, exclusion }) =>
    exclusion === null
      ? []
      : [{ subDomain, subDomainName: SUB_DOMAIN_LABEL[subDomain], ...exclusion }],
  );
  const total = requiredItems === ALL_ITEMS ? items.length : requiredItems;
  const { completed, status } = requirementResult(
    total,
    items.filter((item) => item.completed).length,
  );
  return { domain, label: DOMAIN_LABEL[domain], completed, status, items, excludedItems };
}
