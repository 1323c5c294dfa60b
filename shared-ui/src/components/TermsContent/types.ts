import type { DepartmentList, DepartmentSummary, ReferenceBasis } from '@smunity/api-contract';

/** GET /courses/basis/reference: the 교육과정 term and timetables the checks follow. */
export type DataBasis = ReferenceBasis;

/** One row of GET /departments: a department the checks support, with its members' count. */
export type EligibleDepartment = DepartmentSummary;

/** GET /departments. */
export type EligibleDepartmentList = DepartmentList;
