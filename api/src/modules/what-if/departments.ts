import type { MemberChanges } from '../../db/member-changes';
import type { AppDatabase } from '../../db/database';
import { departmentFacts } from './queries';

export type DepartmentFacts = Awaited<ReturnType<typeof departmentFacts>>[number];

/**
 * Every department's audit facts, kept in memory: a what-if then costs the one query of an
 * uncached audit. Departments change only through the seeder or a deliberate edit, and the
 * database announces any change to them ('all', migrations/006), which drops the copy.
 */
export interface DepartmentFactsCache {
  get(id: number): Promise<DepartmentFacts | undefined>;
  close(): void;
}

export function createDepartmentFactsCache(
  db: AppDatabase,
  changes: MemberChanges,
): DepartmentFactsCache {
  let cached: Promise<Map<number, DepartmentFacts>> | null = null;
  const unsubscribe = changes.subscribe((change) => {
    if (change === 'all') cached = null;
  });
  const load = () => {
    const loading = departmentFacts(db).then((rows) => new Map(rows.map((row) => [row.id, row])));
    loading.catch(() => {
      if (cached === loading) cached = null;
    });
    return loading;
  };
  return {
    async get(id) {
      // Without live notifications a kept copy could be stale: read every time then.
      if (!changes.live) return (await load()).get(id);
      cached ??= load();
      return (await cached).get(id);
    },
    close: unsubscribe,
  };
}
