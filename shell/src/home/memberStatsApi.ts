import type { DepartmentList, DepartmentSummary, MemberCount } from 'api-contract';
import { publicClient } from 'shared-auth';

/** A department with its members' count; `code` selects the curriculum page. */
export type DepartmentStat = DepartmentSummary;

export interface MemberStats {
  totalMembers: number;
  departments: DepartmentStat[];
}

// The public client resolves 4xx answers; here only a success carries data worth showing.
const onlySuccess = { validateStatus: (status: number) => status >= 200 && status < 300 };

/** GET /members/count and GET /departments, together: the home page shows them as one card. */
export async function fetchMemberStats(signal: AbortSignal): Promise<MemberStats> {
  const [count, departments] = await Promise.all([
    publicClient.get<MemberCount>('/members/count', { ...onlySuccess, signal }),
    publicClient.get<DepartmentList>('/departments', { ...onlySuccess, signal }),
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
