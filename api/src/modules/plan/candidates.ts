import { SUB_DOMAIN_LABEL, type Semester } from '../../audit';
import type { CandidateCourse } from '../../planner';
import type { CourseCatalog } from '../offerings/catalog';
import type { CurriculumRow } from './queries';
import type { PlanningReference } from './reference';

// The courses the planner may recommend, from the member's curricula and the recommended 교양.

/** The member's departments, by id (the second one for 다전공). */
export interface MemberDepartments {
  department_id: number;
  second_department_id: number | null;
}

/** The candidates of a plan, and the candidate a pinned 학수번호 stands for. */
export function planCandidates(
  reference: PlanningReference,
  member: MemberDepartments,
  catalog: CourseCatalog,
) {
  const curriculum = [
    ...reference.curriculum(member.department_id),
    ...(member.second_department_id === null
      ? []
      : reference.curriculum(member.second_department_id)),
  ];
  const majorCourses = curriculumCandidates(curriculum, member.department_id, catalog);
  const cultureCourses = reference.cultures.map((row) => ({
    subDomain: row.sub_domain,
    course: {
      number: row.number,
      name: row.name,
      credit: row.credit,
      type: row.sub_domain.startsWith('BASIC') ? '교필' : '교선',
      domain: SUB_DOMAIN_LABEL[row.sub_domain],
      grade: null,
      curriculumSemesters: [],
      usual: catalog.get(row.number)?.usual ?? null,
    } satisfies CandidateCourse,
  }));
  const candidateOf = (number: string): CandidateCourse =>
    majorCourses.find((course) => course.number === number) ??
    cultureCourses.find((entry) => entry.course.number === number)?.course ??
    otherCourse(number, catalog);
  return { majorCourses, cultureCourses, candidateOf };
}

/**
 * Curriculum rows as candidates, first department first. A course listed in both semesters
 * is one candidate with both; as 다전공 the types become 2전심/2전선 (the portal's), and the
 * 다전공's 교직 courses are left out (they count for neither major).
 */
function curriculumCandidates(
  rows: readonly CurriculumRow[],
  firstId: number,
  catalog: CourseCatalog,
): CandidateCourse[] {
  const byNumber = new Map<string, CandidateCourse>();
  for (const row of rows) {
    const isFirst = row.department_id === firstId;
    const existing = byNumber.get(row.number);
    if (existing !== undefined) {
      if (!existing.curriculumSemesters.includes(row.semester)) {
        byNumber.set(row.number, {
          ...existing,
          curriculumSemesters: [...existing.curriculumSemesters, row.semester] as Semester[],
        });
      }
      continue;
    }
    if (!isFirst && row.type.trim() === '1교직') continue;
    byNumber.set(row.number, {
      number: row.number,
      name: row.name,
      credit: row.credit,
      type: isFirst ? row.type : row.category === 'MAJOR_ADVANCED' ? '2전심' : '2전선',
      domain: '*',
      grade: row.grade,
      curriculumSemesters: [row.semester],
      usual: catalog.get(row.number)?.usual ?? null,
    });
  }
  return [...byNumber.values()];
}

/** A pinned course outside the member's curricula: it counts as 일반 (일선). */
function otherCourse(number: string, catalog: CourseCatalog): CandidateCourse {
  const known = catalog.get(number);
  return {
    number,
    name: known?.name ?? number,
    credit: known?.credit ?? 3,
    type: '일선',
    domain: '*',
    grade: null,
    curriculumSemesters: [],
    usual: known?.usual ?? null,
  };
}
