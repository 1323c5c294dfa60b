import { authClient, ensureOk } from 'shared-auth';
import type { ListResponse, ResultResponse } from '../../../api/responses';

/** Where credits count (GET /courses?category=). */
export type Category =
  'MAJOR_ADVANCED' | 'MAJOR_OPTIONAL' | 'FIRST_MAJOR' | 'SECOND_MAJOR' | 'CULTURE' | 'ETC';

/** A 교양 requirement group (GET /courses/cultures/{domain}). */
export type Domain = 'BASIC' | 'CORE' | 'BALANCE';

/** GET /courses/credit */
export interface CreditSummary {
  /** 학번 */
  username: string;
  name: string;
  total: number;
  completed: number;
  required: number;
  completion: number;
  /** 1전공 credits for a double major, else 전공심화 + 전공선택. */
  major: number;
  /** 다전공 credits; null for a single major. */
  secondMajor: number | null;
  culture: number;
  etc: number;
  isDoubleMajor: boolean;
}

/** A required 교양 sub-domain and whether a stored course covers it. */
export interface DomainItem {
  /** Code, e.g. BALANCE_HUMANITIES; the key for GET /cultures?subDomain=. */
  subDomain: string;
  /** Label, e.g. 균형(인문). */
  subDomainName: string;
  completed: boolean;
}

/** A row of the department's curriculum not yet completed (GET /majors). */
export interface MajorCourse {
  id: number;
  /** e.g. "3학년" */
  grade: string;
  /** e.g. "1학기" */
  semester: string;
  number: string;
  name: string;
  /** 이수구분, e.g. 1전심 */
  type: string;
  credit: number;
}

/** A recommended 교양 course (GET /cultures). */
export interface CultureCourse {
  id: number;
  number: string;
  name: string;
  /** The sub-domain's label, e.g. 균형(인문). */
  type: string;
  credit: number;
}

export async function fetchCreditSummary(signal: AbortSignal): Promise<CreditSummary> {
  return ensureOk(await authClient.get<CreditSummary>('/courses/credit', { signal }));
}

/** Only the head of the answer matters here: the courses are listed on /mypage. */
export async function fetchCategoryResult(
  category: Category,
  signal: AbortSignal,
): Promise<ResultResponse<unknown>> {
  const response = await authClient.get<ResultResponse<unknown>>('/courses', {
    params: { category },
    signal,
  });
  return ensureOk(response);
}

export async function fetchDomainResult(
  domain: Domain,
  signal: AbortSignal,
): Promise<ResultResponse<DomainItem>> {
  const response = await authClient.get<ResultResponse<DomainItem>>(`/courses/cultures/${domain}`, {
    signal,
  });
  return ensureOk(response);
}

/** The department's courses of `category` that the member has not completed, by 학년. */
export async function fetchMajorRecommendations(
  category: Category,
  signal: AbortSignal,
): Promise<MajorCourse[]> {
  const response = await authClient.get<ListResponse<MajorCourse>>('/majors', {
    params: { category },
    signal,
  });
  return ensureOk(response).content;
}

export async function fetchCultureCourses(
  subDomain: string,
  signal: AbortSignal,
): Promise<CultureCourse[]> {
  const response = await authClient.get<ListResponse<CultureCourse>>('/cultures', {
    params: { subDomain },
    signal,
  });
  return ensureOk(response).content;
}
