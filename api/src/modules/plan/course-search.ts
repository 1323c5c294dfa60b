import type { Static } from '@fastify/type-provider-typebox';
import { categoryOf, majorModeOf } from '../../audit';
import { auditMemberOf, memberAuditRow } from '../courses/service';
import { planCandidates } from './candidates';
import type { PlanDependencies } from './service';
import type { CourseSearchSchema } from './schemas';

type CourseSearch = Static<typeof CourseSearchSchema>;

/** A timetable's 이수구분 of a department's major (1전심, 1전선, 1전필, 1교직, 2전심, 1MD, …). */
function isMajorType(type: string): boolean {
  return /^[12]/.test(type);
}

/**
 * GET /plan/course-search: catalog courses by 학수번호 or name (the catalog's search), each
 * with what a student needs to tell same-named courses apart before adding one as being taken:
 * the department the latest timetable lists it under, and the 이수구분 the plan will count it
 * in for this member. `otherDepartment` names the department when the course is another
 * department's major course (it counts as 일반 for this member): the page warns, never refuses.
 */
export async function searchCoursesForMember(
  { db, catalogs, references }: Pick<PlanDependencies, 'db' | 'catalogs' | 'references'>,
  memberId: number,
  query: string,
  limit: number,
): Promise<CourseSearch> {
  const [member, catalog, reference] = await Promise.all([
    memberAuditRow(db, memberId),
    catalogs.catalog(),
    references.reference(),
  ]);
  const { majorCourses, candidateOf } = planCandidates(reference, member, catalog);
  const ownMajorCourses = new Set(majorCourses.map((course) => course.number));
  const ownDepartmentCodes = new Set([member.department_code, member.second_department_code]);
  const majorMode = majorModeOf(auditMemberOf(member));
  const content = catalog.search(query, limit).map(({ number, name, credit, usual }) => {
    const listing = catalog.listing(number);
    const otherDepartment =
      listing !== undefined &&
      isMajorType(listing.type) &&
      !ownMajorCourses.has(number) &&
      !ownDepartmentCodes.has(listing.departmentCode)
        ? listing.department
        : null;
    return {
      number,
      name,
      credit,
      usual,
      department: listing?.department ?? null,
      category: categoryOf(candidateOf(number).type, majorMode),
      otherDepartment,
    };
  });
  return { count: content.length, content };
}
