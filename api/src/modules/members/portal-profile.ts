import type { AppDatabase } from '../../db/database';
import { AppError } from '../../errors';
import { PortalError, type Portal, type PortalCredentials, type PortalStudent } from '../../portal';
import { findDepartmentsByName, listYears } from './queries';
import { entranceYearOf } from './student-number';

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
 * The cohort (years row) of a 학번: its first four digits are the entrance year. A year before
 * every cohort row is the 졸업생 row (value null); a later year without its row is 404
 * ACCOUNT010 (the reference data needs the new cohort).
 */
export async function cohortYearId(db: AppDatabase, username: string): Promise<number> {
  const entranceYear = entranceYearOf(username);
  const years = await listYears(db);
  const exact = years.find((year) => year.value === entranceYear);
  if (exact !== undefined) return exact.id;
  const cohortValues = years.flatMap((year) => (year.value === null ? [] : [year.value]));
  const graduates = years.find((year) => year.value === null);
  if (graduates !== undefined && cohortValues.every((value) => entranceYear < value)) {
    return graduates.id;
  }
  throw AppError.of('ACCOUNT010');
}
