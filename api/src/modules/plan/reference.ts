import type { AppDatabase } from '../../db/database';
import type { MemberChanges } from '../../db/member-changes';
import { createReferenceCache } from '../../db/reference-cache';
import { curriculumRows, recommendedCultures, type CurriculumRow } from './queries';

/** The reference rows a plan reads besides the member's own: curricula and 교양. */
export interface PlanningReference {
  /** A department's curriculum in 학년, 학기 and page order. */
  curriculum(departmentId: number): readonly CurriculumRow[];
  readonly cultures: Awaited<ReturnType<typeof recommendedCultures>>;
}

/**
 * Kept in memory like the rule set and the course catalog until the database announces a
 * reference data change (db/reference-cache.ts). On PGlite every query costs several
 * milliseconds, so a plan then costs two queries (the member's courses and saved choices)
 * instead of five.
 */
export interface PlanningReferenceLoader {
  reference(): Promise<PlanningReference>;
}

export function createPlanningReferenceLoader(
  db: AppDatabase,
  changes: Pick<MemberChanges, 'subscribe' | 'live'>,
): PlanningReferenceLoader {
  const cache = createReferenceCache(changes, () => readReference(db));
  return { reference: () => cache.get() };
}

async function readReference(db: AppDatabase): Promise<PlanningReference> {
  const [rows, cultures] = await Promise.all([curriculumRows(db), recommendedCultures(db)]);
  const byDepartment = new Map<number, CurriculumRow[]>();
  for (const row of rows) {
    const list = byDepartment.get(row.department_id) ?? [];
    list.push(row);
    byDepartment.set(row.department_id, list);
  }
  return {
    curriculum: (departmentId) => byDepartment.get(departmentId) ?? [],
    cultures,
  };
}
