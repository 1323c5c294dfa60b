import { publicClient } from 'shared-auth';

export interface DepartmentStat {
  college: string;
  name: string;
  /** The university's department code; it selects the curriculum page. */
  code: string;
  /** Members of the department. */
  count: number;
}

export interface MemberStats {
  totalMembers: number;
  departments: DepartmentStat[];
}

interface CountResponse {
  count: number;
}

interface DepartmentListResponse {
  content: DepartmentStat[];
  count: number;
}

// The public client resolves 4xx answers; here only a success carries data worth showing.
const onlySuccess = { validateStatus: (status: number) => status >= 200 && status < 300 };

/** GET /members/count and GET /departments, together: the home page shows them as one card. */
export async function fetchMemberStats(signal: AbortSignal): Promise<MemberStats> {
  const [count, departments] = await Promise.all([
    publicClient.get<CountResponse>('/members/count', { ...onlySuccess, signal }),
    publicClient.get<DepartmentListResponse>('/departments', { ...onlySuccess, signal }),
  ]);
  return { totalMembers: count.data.count, departments: departments.data.content };
}

export interface CollegeGroup {
  college: string;
  departments: DepartmentStat[];
}

/** Groups departments by college, keeping the api's order (department id) in and between groups. */
export function groupByCollege(departments: readonly DepartmentStat[]): CollegeGroup[] {
  const groups = new Map<string, DepartmentStat[]>();
  for (const department of departments) {
    const group = groups.get(department.college);
    if (group) group.push(department);
    else groups.set(department.college, [department]);
  }
  return Array.from(groups, ([college, members]) => ({ college, departments: members }));
}
