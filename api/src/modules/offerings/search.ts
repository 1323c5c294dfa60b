import { AppError } from '../../errors';
import { MIN_SEARCH_LENGTH, SEARCH_QUERY_MESSAGE } from './schemas';

/**
 * A search's query without its surrounding spaces, long enough to search by (400 COMMON005
 * otherwise: the schema counted the spaces).
 */
export function searchQueryOf(given: string): string {
  const query = given.trim();
  if (query.length < MIN_SEARCH_LENGTH) {
    throw AppError.of('COMMON005', { query: SEARCH_QUERY_MESSAGE });
  }
  return query;
}

/** What a search reads of a catalog course. */
interface NamedCourse {
  readonly number: string;
  readonly name: string;
}

/** How well a course matches a search: lower first; null = no match. */
function matchRank(course: NamedCourse, wanted: string): number | null {
  if (course.number === wanted) return 0;
  if (course.number.startsWith(wanted)) return 1;
  const courseName = comparable(course.name);
  if (courseName === wanted) return 2;
  if (courseName.startsWith(wanted)) return 3;
  if (courseName.includes(wanted)) return 4;
  return null;
}

/** Names are compared without spaces or case: "c 프로그래밍" finds "C프로그래밍1". */
function comparable(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/**
 * The catalog's courses whose 학수번호 starts with the query or whose name holds it, best match
 * first (the 학수번호 itself, a 학수번호 prefix, the name, a name prefix, a part of the name),
 * then by 학수번호; at most `limit`.
 */
export function searchCourses<Course extends NamedCourse>(
  courses: readonly Course[],
  query: string,
  limit: number,
): Course[] {
  const wanted = comparable(query);
  if (wanted === '') return [];
  const matches: { course: Course; rank: number }[] = [];
  for (const course of courses) {
    const rank = matchRank(course, wanted);
    if (rank !== null) matches.push({ course, rank });
  }
  return matches
    .sort((a, b) => a.rank - b.rank || a.course.number.localeCompare(b.course.number))
    .slice(0, limit)
    .map((match) => match.course);
}
