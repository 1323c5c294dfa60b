import type { Static } from 'typebox';
import type {
  MajorCourseListSchema,
  MajorCourseSchema,
  MajorQuerySchema,
} from '../../api/src/modules/majors/schemas';

/** A department curriculum course the member has not completed. */
export type MajorCourse = Static<typeof MajorCourseSchema>;
/** GET /majors?category= */
export type MajorCourseList = Static<typeof MajorCourseListSchema>;
export type MajorQuery = Static<typeof MajorQuerySchema>;
