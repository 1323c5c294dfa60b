import type { AppDatabase } from '../../db/database';
import { AppError } from '../../errors';
import { passedCourseNumbers, termIndex, termLabel, termOfIndex, termText } from '../../planner';
import { auditMemberRowWith, memberAuditRow } from '../courses/service';
import type { RuleSetLoader } from '../graduation-rules/loader';
import type { CourseCatalog, CourseCatalogLoader } from '../offerings/catalog';
import type { TermClock } from '../../academic/term-calendar';
import {
  deleteDroppedInProgressCourses,
  deleteInProgressCourse,
  inProgressCourses,
  insertInProgressCourse,
  lockMember,
  type StoredInProgressCourse,
} from './queries';
import { MAX_IN_PROGRESS_COURSES } from './schemas';

// "이번 학기 수강 중": courses the member is taking in the current term, which the portal does
// not list as completed yet. The plan counts them as passed (service.ts); docs/adr/0039.

export interface InProgressDependencies {
  db: AppDatabase;
  rules: RuleSetLoader;
  catalogs: CourseCatalogLoader;
  terms: TermClock;
}

/**
 * POST /plan/in-progress-courses: a course of the catalog (else 404 OFFERING001) that the member
 * has not passed (409 PLAN001; a failed one may be retaken), not added yet (409 PLAN002), while
 * fewer than MAX_IN_PROGRESS_COURSES are (409 PLAN004), stored with the current term. The count
 * and the insert run in one transaction with the member's row locked, so nothing is half-written
 * and two concurrent adds cannot pass the limit.
 */
export async function addInProgressCourse(
  { db, rules, catalogs, terms }: InProgressDependencies,
  memberId: number,
  givenNumber: string,
) {
  const number = givenNumber.trim().toUpperCase();
  const [member, ruleSet, catalog] = await Promise.all([
    memberAuditRow(db, memberId),
    rules.ruleSet(),
    catalogs.catalog(),
  ]);
  const course = catalog.get(number);
  if (course === undefined) throw AppError.of('OFFERING001');
  if (passedCourseNumbers(auditMemberRowWith(member, ruleSet).result).has(number)) {
    throw AppError.of('PLAN001');
  }
  const term = terms.current();
  await db.transaction().execute(async (trx) => {
    if (!(await lockMember(trx, memberId))) throw AppError.of('MEMBER002');
    const { current } = await inProgressCourses(trx, memberId, term);
    if (current.some((row) => row.number === number)) throw AppError.of('PLAN002');
    if (current.length >= MAX_IN_PROGRESS_COURSES) throw AppError.of('PLAN004');
    await insertInProgressCourse(trx, memberId, { number, ...term });
  });
  return { number, name: course.name, credit: course.credit, term: termText(term) };
}

/** DELETE /plan/in-progress-courses/{number}: 404 PLAN003 when the member had not added it. */
export async function removeInProgressCourse(
  db: AppDatabase,
  memberId: number,
  givenNumber: string,
): Promise<void> {
  const removed = await deleteInProgressCourse(db, memberId, givenNumber.trim().toUpperCase());
  if (!removed) throw AppError.of('PLAN003');
}

/**
 * DELETE /plan/dropped-in-progress-courses: the member has seen the notice of the courses added
 * in a term that is over (GET /plan reports them until then); idempotent.
 */
export async function acknowledgeDroppedInProgressCourses(
  { db, terms }: Pick<InProgressDependencies, 'db' | 'terms'>,
  memberId: number,
): Promise<void> {
  await deleteDroppedInProgressCourses(db, memberId, terms.current());
}

/**
 * The plan's notice for courses added in a term that is over, reported until acknowledged: the
 * portal upload brings them in as completed (or not, when they were dropped or failed).
 * "지난 학기(2026년 2학기)에 수강 중으로 추가한 과목(알고리즘)은 제외했습니다. …"
 */
export function droppedNotice(
  dropped: readonly StoredInProgressCourse[],
  catalog: CourseCatalog,
): string | null {
  if (dropped.length === 0) return null;
  const terms = [...new Set(dropped.map(termIndex))].sort((a, b) => a - b).map(termOfIndex);
  const names = dropped.map((row) => catalog.get(row.number)?.name ?? row.number);
  return (
    `지난 학기(${terms.map(termLabel).join(', ')})에 수강 중으로 추가한 과목(${names.join(', ')})은 ` +
    '제외했습니다. 기이수과목을 업데이트하면 이수한 과목으로 반영됩니다.'
  );
}
