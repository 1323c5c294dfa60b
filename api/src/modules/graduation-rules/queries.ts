import { RULE_TABLES, type RuleSources } from '../../audit';
import type { AppDatabase } from '../../db/database';

/**
 * The cohort side of the rule set, from the reference tables: which sub-domains each cohort's
 * culture domains consist of (in id order, the order the result page lists them) and the
 * cohort value of each year id.
 */
export async function readCohortCurriculum(
  db: AppDatabase,
): Promise<Pick<RuleSources, 'curriculum' | 'years'>> {
  const [curriculum, years] = await Promise.all([
    db
      .selectFrom('curriculum')
      .select(['id', 'year_id', 'domain', 'sub_domain'])
      .orderBy('id')
      .execute(),
    db.selectFrom('years').select(['id', 'name', 'value']).orderBy('id').execute(),
  ]);
  return { curriculum, years };
}

/**
 * Every table of the rule set as rows keyed by the CSV column names, which is what
 * parseRuleSet() reads: the columns are RULE_TABLES' own, the one list of each table's columns. `db` may be a transaction (the seeder checks what it wrote).
 */
export async function readRuleSources(db: AppDatabase): Promise<RuleSources> {
  const [requirements, subDomainMerges, exemptionRemovals, ownBalanceFieldExclusions, cohorts] =
    await Promise.all([
      db
        .selectFrom('rule_requirements')
        .select(RULE_TABLES.requirements.columns)
        .orderBy('rank')
        .execute(),
      db
        .selectFrom('rule_sub_domain_merges')
        .select(RULE_TABLES.subDomainMerges.columns)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('rule_exemption_removals')
        .select(RULE_TABLES.exemptionRemovals.columns)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('rule_own_balance_field_exclusions')
        .select(RULE_TABLES.ownBalanceFieldExclusions.columns)
        .orderBy('id')
        .execute(),
      readCohortCurriculum(db),
    ]);
  return {
    requirements,
    subDomainMerges,
    exemptionRemovals,
    ownBalanceFieldExclusions,
    ...cohorts,
  };
}
