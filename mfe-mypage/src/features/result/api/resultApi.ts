import type {
  Category,
  CultureCourse,
  CultureCourseList,
  MajorCourse,
  MajorCourseList,
  SubDomain,
} from '@smunity/api-contract';
import { authClient, ensureOk } from '@smunity/shared-auth';

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
