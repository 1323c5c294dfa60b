import type { Static } from 'typebox';
import type {
  OfferingSchema,
  OfferingSearchQuerySchema,
  OfferingSearchSchema,
} from '../../api/src/modules/offerings/schemas';
import type {
  AddedInProgressCourseSchema,
  CourseSearchSchema,
  InProgressCourseBodySchema,
  PlanChoicesBodySchema,
  PlanQuerySchema,
  PlanSchema,
} from '../../api/src/modules/plan/schemas';
import type { WhatIfQuerySchema, WhatIfSchema } from '../../api/src/modules/what-if/schemas';

/** GET /offerings/{number} (public): when a course was offered since 2017, and usually. */
export type Offering = Static<typeof OfferingSchema>;
/** "1학기", "2학기", "매학기", or null when never offered in a regular semester since 2017. */
export type UsualSemester = Offering['usual'];
/** GET /offerings?query= (members): courses by 학수번호 prefix or part of the name */
export type OfferingSearchQuery = Static<typeof OfferingSearchQuerySchema>;
/** GET /offerings?query= */
export type OfferingSearch = Static<typeof OfferingSearchSchema>;
export type OfferingSearchItem = OfferingSearch['content'][number];
/**
 * GET /plan/course-search?query= (the member's): the catalog's search with each course's
 * department, the 이수구분 it counts in for this member, and another department's major named.
 */
export type CourseSearch = Static<typeof CourseSearchSchema>;
export type CourseSearchItem = CourseSearch['content'][number];

/** GET /courses/what-if */
export type WhatIfQuery = Static<typeof WhatIfQuerySchema>;
/** GET /courses/what-if: the result endpoints' shapes for a hypothetical 학과/다전공. */
export type WhatIf = Static<typeof WhatIfSchema>;

/** GET /plan */
export type PlanQuery = Static<typeof PlanQuerySchema>;
/** GET /plan and PUT /plan */
export type Plan = Static<typeof PlanSchema>;
/** PUT /plan */
export type PlanChoicesBody = Static<typeof PlanChoicesBodySchema>;
export type PlanPin = PlanChoicesBody['pins'][number];
export type PlannedSemester = Plan['semesters'][number];
export type PlannedCourse = PlannedSemester['courses'][number];
export type UnmetRequirement = Plan['unmet'][number];
export type RequirementProgress = Plan['progress'][number];
/** The plan's courses being taken this term ("이번 학기 수강 중"), counted as passed. */
export type PlanInProgress = Plan['inProgress'];
export type InProgressCourse = PlanInProgress['courses'][number];
/** POST /plan/in-progress-courses */
export type InProgressCourseBody = Static<typeof InProgressCourseBodySchema>;
/** POST /plan/in-progress-courses (201) */
export type AddedInProgressCourse = Static<typeof AddedInProgressCourseSchema>;
