import type { Static } from 'typebox';
import type {
  DepartmentListSchema,
  DepartmentSummarySchema,
} from '../../api/src/modules/departments/schemas';

/** A department the checks support, with its number of members. */
export type DepartmentSummary = Static<typeof DepartmentSummarySchema>;
/** GET /departments */
export type DepartmentList = Static<typeof DepartmentListSchema>;
