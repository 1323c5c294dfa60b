import type { PortalCourse } from './types';

/** A course row as the database holds it (year as a number) or as the planner places it. */
export type CourseRow = Omit<PortalCourse, 'year' | 'grade'> & {
  readonly year: number;
  readonly grade: string | null;
};

/**
 * A course row in the portal's shape the engine reads (year as text): the one mapping of a
 * course's fields, for stored courses (the course list, the ledger, every audit) and for the
 * planner's placed ones. Only these fields are taken, whatever else the row carries.
 */
export function portalCourse(row: CourseRow): PortalCourse {
  return {
    year: String(row.year),
    semester: row.semester,
    number: row.number,
    name: row.name,
    type: row.type,
    domain: row.domain,
    credit: row.credit,
    grade: row.grade,
  };
}
