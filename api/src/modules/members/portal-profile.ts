import type { AppDatabase } from '../../db/database';
import { AppError } from '../../errors';
import { PortalError, type Portal, type PortalCredentials, type PortalStudent } from '../../portal';
import { findDepartmentsByName, listYears } from './queries';
import { entranceYearOf } from '../../academic/student-number';

/**
 * The student behind portal credentials. The portal must confirm the very 학번 that was typed:
 * anything else means we cannot say who this is, answered like a non-student account (SMU005).
 */
export async function fetchVerifiedStudent(
  portal: Portal,
  credentials: PortalCredentials,
): Promise<PortalStudent> {
  const student = await portal.fetchStudent(credentials);
  if (student.username !== credentials.username) throw new PortalError('SMU005');
  return student;
}

export interface MemberDepartments {
  departmentId: number;
  secondDepartmentId: number | null;
}

/** Our departments for the portal's names (already normalised); unknown → 404 ACCOUNT011. */
export async function departmentsByName(
  db: AppDatabase,
  names: { department: string; secondDepartment: string | null },
): Promise<MemberDepartments> {
  const wanted = [names.department, names.secondDepartment].filter((name) => name !== null);
  const found = new Map(
    (await findDepartmentsByName(db, wanted)).map((department) => [department.name, department.id]),
  );
  const departmentId = found.get(names.department);
  const secondDepartmentId =
    names.secondDepartment === null ? null : found.get(names.secondDepartment);
  if (departmentId === undefined || secondDepartmentId === undefined) {
    throw AppError.of('ACCOUNT011');
  }
  return { departmentId, secondDepartmentId };
}

/**
 * A 학번 whose entrance year has not come yet cannot belong to a student: 400 ACCOUNT018,
 * before the portal is asked. `calendarYear` is this year in Seoul (context.terms).
 */
export function refuseFutureEntranceYear(username: string, calendarYear: number): void {
  if (entranceYearOf(username) > calendarYear) throw AppError.of('ACCOUNT018');
}

/**
 * The cohort (years row) a 학번 is checked with. Its entrance year's row when that cohort has
 * curriculum rows; otherwise the newest cohort before it that has them (a new freshman class is
 * checked with last year's curriculum until the new one is imported, and the pages say so); a
 * year before every cohort is the 졸업생 row (value null). Re-pointed by
 * db/cohorts.ts when the reference data changes.
 */
export async function cohortYearId(db: AppDatabase, username: string): Promise<number> {
  const entranceYear = entranceYearOf(username);
  const years = await listYears(db);
  const checked = years
    .filter((year) => year.value !== null && year.value <= entranceYear && year.hasCurriculum)
    .sort((a, b) => b.value! - a.value!)[0];
  if (checked !== undefined) return checked.id;
  const graduates = years.find((year) => year.value === null);
  if (graduates !== undefined) return graduates.id;
  throw AppError.of('ACCOUNT010');
}
