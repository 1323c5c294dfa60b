import { parseRuleSet, type RuleSet } from '../../audit';
import type { AppDatabase } from '../../db/database';
import type { MemberChanges } from '../../db/member-changes';
import { createReferenceCache } from '../../db/reference-cache';
import { readRuleSources } from './queries';

/** The graduation rule set of one database, read once and then served from memory. */
export interface RuleSetLoader {
  /**
   * The rule set: read and checked on first use, then the same object until the reference data
   * changes (an import, announced by the database), so every audit costs no rule query, which
   * keeps GET /courses/credit at one query.
   */
  ruleSet(): Promise<RuleSet>;
}

export function createRuleSetLoader(
  db: AppDatabase,
  changes: Pick<MemberChanges, 'subscribe' | 'live'>,
): RuleSetLoader {
  const cache = createReferenceCache(changes, () => readRuleSources(db).then(parseRuleSet));
  return { ruleSet: () => cache.get() };
}

/**
 * The rule set as `db` holds it now, read without the cache: inside an import's transaction,
 * before and after it writes (reference-data's impact).
 */
export async function readRuleSet(db: AppDatabase): Promise<RuleSet> {
  return parseRuleSet(await readRuleSources(db));
}
