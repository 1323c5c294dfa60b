import type { AppDatabase } from '../../db/database';
import { timetableYearRange } from './queries';

/**
 * The years of the stored timetables behind every "개설 학기" (the result's basis names them);
 * null when there are none.
 */
export function timetableYears(db: AppDatabase): Promise<{ from: number; to: number } | null> {
  return timetableYearRange(db);
}
