import type { Static } from 'typebox';
import type { OfferingSchema } from '../../api/src/modules/offerings/schemas';
import type {
  PlanChoicesBodySchema,
  PlanQuerySchema,
  PlanSchema,
} from '../../api/src/modules/plan/schemas';
import type { WhatIfQuerySchema, WhatIfSchema } from '../../api/src/modules/what-if/schemas';

/** GET /offerings/{number} (public): when a course was offered since 2017, and usually. */
export type Offering = Static<typeof OfferingSchema>;
/** "1학기", "2학기", "매학기", or null when never offered in a regular semester since 2017. */
export type UsualSemester = Offering['usual'];

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
