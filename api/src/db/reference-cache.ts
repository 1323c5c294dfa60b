import type { MemberChanges } from './member-changes';

/** A value built from reference tables (rule set, course catalog, planner reference). */
export interface ReferenceCache<T> {
  get(): Promise<T>;
}

/**
 * Keeps one value read from the reference tables until the database announces that anything
 * may have changed ('all': an import or a seed wrote them, migrations/006 and 013), so every
 * replica serves the new data without a restart (docs/adr/0031). Like the audit cache, nothing
 * is kept while the change listener is down, and a read overtaken by a change is answered but
 * not kept. A failed read is not kept either: the next call tries again.
 */
export function createReferenceCache<T>(
  changes: Pick<MemberChanges, 'subscribe' | 'live'>,
  read: () => Promise<T>,
): ReferenceCache<T> {
  let cached: Promise<T> | null = null;
  changes.subscribe((change) => {
    if (change === 'all') cached = null;
  });
  return {
    get() {
      if (cached !== null) return cached;
      const loading = read();
      cached = changes.live ? loading : null;
      loading.catch(() => {
        if (cached === loading) cached = null;
      });
      return loading;
    },
  };
}
