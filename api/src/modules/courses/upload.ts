import type { FastifyBaseLogger } from 'fastify';
import type { Insertable } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { CourseTable } from '../../db/schema';
import { AppError } from '../../errors';
import { PortalError, type Portal, type PortalCourse, type PortalCredentials } from '../../portal';
import { insertNewCourses, memberUsername } from './queries';

export interface CourseUploadDependencies {
  db: AppDatabase;
  portal: Portal;
  log: FastifyBaseLogger;
  /** Spends one portal login of this client and 학번 (src/security), or throws 429 RATE001. */
  spendPortalAttempt(username: string): Promise<void>;
}

/**
 * POST /courses/upload: reads the member's transcript from the portal and stores the courses
 * not stored yet, all in one transaction (a failure writes nothing). Failed attempts are kept
 * as failed so the ledger can explain them (docs/adr/0012); other grades are not kept. Nothing is deleted: uploads
 * are additive, as in the original.
 *
 * The 학번 typed with the portal password must be the member's own (MEMBER004), checked before
 * the portal is asked: another student's password is never sent anywhere. Each portal login is
 * rate-limited, since failures lock the student's portal account. The password lives only in
 * `credentials` for the portal call; it is not stored, logged or put into an error.
 */
export async function uploadCourses(
  { db, portal, log, spendPortalAttempt }: CourseUploadDependencies,
  memberId: number,
  credentials: PortalCredentials,
): Promise<void> {
  const username = await memberUsername(db, memberId, { lock: false });
  if (username === undefined) throw AppError.of('MEMBER002');
  if (credentials.username !== username) throw AppError.of('MEMBER004');
  await spendPortalAttempt(username);

  const transcript = await portal.fetchCourses({ username, password: credentials.password });
  const rows = transcript.courses.map((course, index) => {
    const row = storedCourseOf(memberId, course);
    if (row === null) {
      // Only the position and the field: the portal's answer itself is never logged.
      log.error(
        { portal: 'upload', row: index, field: 'year' },
        'portal course year is not a year',
      );
      throw new PortalError('SMU006');
    }
    return row;
  });

  const added = await db.transaction().execute(async (trx) => {
    // Deleted while the portal answered: nothing to attach the courses to.
    if ((await memberUsername(trx, memberId, { lock: true })) === undefined) {
      throw AppError.of('MEMBER002');
    }
    return insertNewCourses(trx, rows);
  });
  log.info({ memberId, added }, 'courses uploaded');
}

/**
 * What is kept of a grade: 'F' for a failed attempt (the audit skips it, a retake may follow),
 * nothing for any other — no feature needs a passed course's grade (docs/adr/0037).
 */
function failedGradeOf(grade: string): 'F' | null {
  return grade.trim().toUpperCase() === 'F' ? 'F' : null;
}

/** The row to store, or null when the portal's year is not a 4-digit year. */
function storedCourseOf(memberId: number, course: PortalCourse): Insertable<CourseTable> | null {
  const year = course.year.trim();
  if (!/^\d{4}$/.test(year)) return null;
  return {
    member_id: memberId,
    year: Number(year),
    semester: course.semester,
    number: course.number.trim(),
    name: course.name,
    type: course.type,
    domain: course.domain,
    credit: course.credit,
    grade: failedGradeOf(course.grade),
  };
}
