import type { Static } from 'typebox';
import type {
  CultureCourseListSchema,
  CultureCourseSchema,
  CultureQuerySchema,
} from '../../api/src/modules/cultures/schemas';

/** A recommended 교양 course. */
export type CultureCourse = Static<typeof CultureCourseSchema>;
/** GET /cultures?subDomain= */
export type CultureCourseList = Static<typeof CultureCourseListSchema>;
export type CultureQuery = Static<typeof CultureQuerySchema>;
