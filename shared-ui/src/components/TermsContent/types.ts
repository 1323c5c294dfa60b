import type {
  CurrentTerm as TermResponse,
  DepartmentList,
  DepartmentSummary,
} from '@smunity/api-contract';

/** GET /terms/current: the term whose data the recommendations and checks follow. */
export type CurrentTerm = Pick<TermResponse, 'year' | 'semester'>;

/** One row of GET /departments: a department the checks support, with its members' count. */
export type EligibleDepartment = DepartmentSummary;

/** GET /departments. */
export type EligibleDepartmentList = DepartmentList;
