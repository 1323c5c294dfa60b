import type { AcademicTerm } from '../../academic/term-calendar';
import type { AppDatabase } from '../../db/database';
import { timetableSemesters } from './queries';

/**
 * The semesters of the stored timetables behind every "개설 학기", oldest first (the result's
 * basis names them, with their gaps and their age); empty when there are none.
 */
export function timetableTerms(db: AppDatabase): Promise<AcademicTerm[]> {
  return timetableSemesters(db);
}
