import { SEMESTER_LABEL } from '../../audit/enums';
import type { AppDatabase } from '../../db/database';
import { latestTerm } from './queries';

/**
 * The term of the curriculum snapshot the reference data holds ("교육과정 기준": the result's
 * basis and a shared result's rule set), with its label; null while there is none.
 */
export async function curriculumTerm(
  db: AppDatabase,
): Promise<{ id: number; year: number; semester: string } | null> {
  const term = await latestTerm(db);
  return term === undefined ? null : { ...term, semester: SEMESTER_LABEL[term.semester] };
}
