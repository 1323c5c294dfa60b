import type { AppDatabase } from '../../db/database';
import { memberResultWith } from '../courses/service';
import { readRuleSet } from '../graduation-rules/loader';

/** Every member's graduation result as text, keyed by member id. */
export type MemberResults = Map<number, string>;

/**
 * Every member's graduation result with the data `db` holds (inside an import's transaction:
 * before and after writing), to count whose result an import changes.
 */
export async function memberResults(db: AppDatabase): Promise<MemberResults> {
  const ruleSet = await readRuleSet(db);
  const members = await db.selectFrom('members').select('id').orderBy('id').execute();
  const results: MemberResults = new Map();
  for (const { id } of members) {
    const checked = await memberResultWith(db, id, ruleSet);
    if (checked !== undefined) results.set(id, JSON.stringify(checked));
  }
  return results;
}

/** How many members' results differ between two readings. */
export function changedResults(before: MemberResults, after: MemberResults): number {
  return [...after].filter(([memberId, result]) => before.get(memberId) !== result).length;
}
