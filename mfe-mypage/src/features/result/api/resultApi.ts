import type {
  Category,
  CourseResult,
  Credit,
  CultureCourse,
  CultureCourseList,
  CultureResult,
  Domain,
  MajorCourse,
  MajorCourseList,
  SubDomain,
} from '@smunity/api-contract';
import { authClient, ensureOk } from '@smunity/shared-auth';

export const CREDIT_SUMMARY_PATH = '/courses/credit';

/** GET /courses/credit */
export async function fetchCreditSummary(signal: AbortSignal): Promise<Credit> {
  return ensureOk(await authClient.get<Credit>(CREDIT_SUMMARY_PATH, { signal }));
}

/** GET /courses?category=… */
export const categoryResultRequest = (category: Category) => ({
  url: '/courses',
  params: { category },
});

/** Only the head of the answer matters here: the courses are listed on /mypage. */
export async function fetchCategoryResult(
  category: Category,
  signal: AbortSignal,
): Promise<CourseResult> {
  const { url, params } = categoryResultRequest(category);
  return ensureOk(await authClient.get<CourseResult>(url, { params, signal }));
}

export const domainResultPath = (domain: Domain) => `/courses/cultures/${domain}`;

export async function fetchDomainResult(
  domain: Domain,
  signal: AbortSignal,
): Promise<CultureResult> {
  const response = await authClient.get<CultureResult>(domainResultPath(domain), {
    signal,
  });
  return ensureOk(response);
}

/** The department's courses of `category` that the member has not completed, by 학년. */
export async function fetchMajorRecommendations(
  category: Category,
  signal: AbortSignal,
): Promise<MajorCourse[]> {
  const response = await authClient.get<MajorCourseList>('/majors', {
    params: { category },
    signal,
  });
  return ensureOk(response).content;
}

export async function fetchCultureCourses(
  subDomain: SubDomain,
  signal: AbortSignal,
): Promise<CultureCourse[]> {
  const response = await authClient.get<CultureCourseList>('/cultures', {
    params: { subDomain },
    signal,
  });
  return ensureOk(response).content;
}
