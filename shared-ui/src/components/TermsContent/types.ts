/** GET /terms/current: the term whose data the recommendations and checks follow. */
export interface CurrentTerm {
  year: number;
  /** As the api words it, e.g. "2학기". */
  semester: string;
}

/** One row of GET /departments: a department the checks support. */
export interface EligibleDepartment {
  college: string;
  name: string;
  /** The university's department code; it selects the curriculum page. */
  code: string;
  /** Members whose first major it is. */
  count: number;
}

/** GET /departments. */
export interface EligibleDepartmentList {
  count: number;
  content: EligibleDepartment[];
}
