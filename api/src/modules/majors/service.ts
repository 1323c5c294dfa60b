import type { Static } from '@fastify/type-provider-typebox';
import { GRADE_LABEL, SEMESTER_LABEL, isOneOf, type Category } from '../../audit';
import type { AppDatabase } from '../../db/database';
import { englishText } from '../../display-en';
import { MAJOR_CATEGORIES, type MajorCategory } from '../../db/enums';
import { AppError } from '../../errors';
import { memberDepartments, uncompletedMajorCourses } from './queries';
import type { MajorCourseListSchema } from './schemas';

/** Whose curriculum to recommend from, and which of its categories. */
export interface RecommendationScope {
  departmentId: number;
  /** null = every row (1전심, 1전선 and 1교직). */
  category: MajorCategory | null;
}

/**
 * docs/domain.md §3: the second department for SECOND_MAJOR when the member has one, otherwise the
 * first; 전공심화/전공선택 filter the curriculum, 1전공/다전공 (and no category) take all of it;
 * 교양 and 일반 have no department curriculum (null = nothing to recommend).
 */
export function recommendationScope(
  category: Category | undefined,
  departments: { department_id: number; second_department_id: number | null },
): RecommendationScope | null {
  if (category === 'CULTURE' || category === 'ETC') return null;
  const departmentId =
    category === 'SECOND_MAJOR'
      ? (departments.second_department_id ?? departments.department_id)
      : departments.department_id;
  return { departmentId, category: isOneOf(MAJOR_CATEGORIES, category) ? category : null };
}

/** GET /majors: uncompleted curriculum courses, 학년 순. Unknown member → 404 MEMBER002. */
export async function recommendMajorCourses(
  db: AppDatabase,
  memberId: number,
  category: Category | undefined,
): Promise<Static<typeof MajorCourseListSchema>> {
  const departments = await memberDepartments(db, memberId);
  if (departments === undefined) throw AppError.of('MEMBER002');
  const scope = recommendationScope(category, departments);
  if (scope === null) return { count: 0, content: [] };
  const rows = await uncompletedMajorCourses(db, { memberId, ...scope });
  const content = rows.map((row) => ({
    ...row,
    grade: GRADE_LABEL[row.grade],
    semester: SEMESTER_LABEL[row.semester],
  }));
  return { count: content.length, content };
}

/** The list for an English request: the 학년 and 학기 words (ADR 0063). */
export function englishMajorCourses(
  list: Static<typeof MajorCourseListSchema>,
): Static<typeof MajorCourseListSchema> {
  return {
    ...list,
    content: list.content.map((course) => ({
      ...course,
      grade: englishText(course.grade),
      semester: englishText(course.semester),
    })),
  };
}
