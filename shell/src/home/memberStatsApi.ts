import type { DepartmentList, DepartmentSummary, MemberCount } from '@smunity/api-contract';
import { API_BASE_URL, REQUEST_TIMEOUT_MS } from '@smunity/shared-auth';

/** A department with its members' count; `code` selects the curriculum page. */
export type DepartmentStat = DepartmentSummary;

export interface MemberStats {
  totalMembers: number;
  departments: DepartmentStat[];
}

/** The home page's two reads, as the page requests them: the page server renders `/` with their
 * answers (docs/adr/0068), and the page takes them from there instead of asking again. */
export const MEMBER_COUNT_URL = `${API_BASE_URL}/members/count`;
export const DEPARTMENTS_URL = `${API_BASE_URL}/departments`;
export const HOME_READS = [MEMBER_COUNT_URL, DEPARTMENTS_URL] as const;

/**
 * A public, unauthenticated read with the browser's fetch, not shared-auth's clients: the home page
 * is every visitor's first page, and those clients bring axios, which the first load leaves out
 * (docs/adr/0028). Only a success carries data worth showing; the same time limit as the clients.
 */
async function getPublicJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  const abort = () => timeout.abort();
  signal.addEventListener('abort', abort, { once: true });
  try {
    const response = await fetch(url, {
      signal: timeout.signal,
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}.`);
    return (await response.json()) as T;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}

/** GET /members/count: the body as it is (a page rendered with it holds that body). */
export const fetchMemberCount = (signal: AbortSignal) =>
  getPublicJson<MemberCount>(MEMBER_COUNT_URL, signal);

/** GET /departments: the body as it is. */
export const fetchDepartments = (signal: AbortSignal) =>
  getPublicJson<DepartmentList>(DEPARTMENTS_URL, signal);

/** The card's data once both reads have answered. */
export function memberStatsOf(count: MemberCount, departments: DepartmentList): MemberStats {
  return { totalMembers: count.count, departments: departments.content };
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
