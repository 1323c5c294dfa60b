import { parseRuleSet, type RuleSet } from '../../audit';
import type { AppDatabase } from '../../db/database';
import { readRuleSources } from './queries';

/** The graduation rule set of one database, read once and then served from memory. */
export interface RuleSetLoader {
  /**
   * The rule set: read and checked on first use, then the same object for the life of the
   * process. Rule rows change only through the seeder at start (or a deliberate edit followed
   * by a restart), so there is nothing to invalidate while serving; every audit then costs no
   * rule query, which keeps GET /courses/credit at one query.
   */
  ruleSet(): Promise<RuleSet>;
}

export function createRuleSetLoader(db: AppDatabase): RuleSetLoader {
  let cached: Promise<RuleSet> | null = null;
  return {
    ruleSet() {
      if (cached !== null) return cached;
      const loading = readRuleSources(db).then(parseRuleSet);
      cached = loading;
      // A failed read (database down, a bad row) is not kept: the next request tries again.
      loading.catch(() => {
        if (cached === loading) cached = null;
      });
      return loading;
    },
  };
}
