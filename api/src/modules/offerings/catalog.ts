import type { Static } from '@fastify/type-provider-typebox';
import type { AppDatabase } from '../../db/database';
import type { MemberChanges } from '../../db/member-changes';
import { createReferenceCache } from '../../db/reference-cache';
import { namedCourses, offeredCourses } from './queries';
import { searchCourses } from './search';
import type { OfferingSchema } from './schemas';
import {
  semesterNameOf,
  usualSemester,
  type OfferedTerm,
  type OfferingSemesterName,
} from './semesters';

/** What the api knows about one 학수번호: GET /offerings/{number}, and the planner's input. */
export type CourseOffering = Static<typeof OfferingSchema>;

/** How the latest timetable lists a course: its 이수구분 (1전선, 교선, …) and department. */
export interface CourseListing {
  type: string;
  departmentCode: string;
  department: string;
}

/** Every known 학수번호, in memory. */
export interface CourseCatalog {
  get(number: string): CourseOffering | undefined;
  has(number: string): boolean;
  /** Undefined for a course no stored timetable lists (one only a curriculum names). */
  listing(number: string): CourseListing | undefined;
  /** GET /offerings?query=: by 학수번호 or name, best match first (search.ts). */
  search(query: string, limit: number): CourseOffering[];
}

/**
 * The catalog is built from reference tables only (offerings, subject_catalog, majors,
 * cultures), which change only when the seeder or an import writes them, so it is kept in
 * memory until the database announces such a change, like the rule set
 * (graduation-rules/loader.ts): a lookup then costs no query, which keeps the planner within
 * its time budget.
 */
export interface CourseCatalogLoader {
  catalog(): Promise<CourseCatalog>;
}

export function createCourseCatalogLoader(
  db: AppDatabase,
  changes: Pick<MemberChanges, 'subscribe' | 'live'>,
): CourseCatalogLoader {
  const cache = createReferenceCache(changes, () => readCatalog(db));
  return { catalog: () => cache.get() };
}

async function readCatalog(db: AppDatabase): Promise<CourseCatalog> {
  const [offered, named] = await Promise.all([offeredCourses(db), namedCourses(db)]);
  return buildCatalog(offered, named);
}

type OfferedRow = Awaited<ReturnType<typeof offeredCourses>>[number];
type NamedRows = Awaited<ReturnType<typeof namedCourses>>;

/**
 * Name and credit: the current curricula first (majors, then cultures), then the latest
 * timetable row, then the v1.x catalog; the first source that names a 학수번호 wins.
 */
export function buildCatalog(offered: readonly OfferedRow[], named: NamedRows): CourseCatalog {
  const names = new Map<string, { name: string; credit: number }>();
  const remember = (rows: readonly { number: string; name: string; credit: number }[]) => {
    for (const row of rows) {
      if (!names.has(row.number)) names.set(row.number, { name: row.name, credit: row.credit });
    }
  };
  remember(named.majors);
  remember(named.cultures);
  remember(offered);
  remember(named.catalog);

  const offerings = new Map<string, CourseOffering>();
  const termsByNumber = new Map(offered.map((row) => [row.number, row.terms]));
  for (const [number, { name, credit }] of names) {
    const terms: OfferedTerm[] = (termsByNumber.get(number) ?? []).map(([year, code]) => ({
      year,
      code,
    }));
    offerings.set(number, {
      number,
      name,
      credit,
      terms: shownTerms(terms),
      usual: usualSemester(terms),
    });
  }
  const all = [...offerings.values()];
  const listings = new Map(
    offered.map((row): [string, CourseListing] => [
      row.number,
      { type: row.type.trim(), departmentCode: row.dept_code, department: row.dept_info.trim() },
    ]),
  );
  return {
    get: (number) => offerings.get(number),
    has: (number) => offerings.has(number),
    listing: (number) => listings.get(number),
    search: (query, limit) => searchCourses(all, query, limit),
  };
}

/** Terms in date order; two special sessions of one season and year are shown once. */
function shownTerms(terms: readonly OfferedTerm[]): CourseOffering['terms'] {
  const seen = new Set<string>();
  const shown: { year: number; semester: OfferingSemesterName }[] = [];
  for (const term of [...terms].sort((a, b) => a.year - b.year || a.code.localeCompare(b.code))) {
    const semester = semesterNameOf(term.code);
    const key = `${term.year}-${semester}`;
    if (seen.has(key)) continue;
    seen.add(key);
    shown.push({ year: term.year, semester });
  }
  return shown;
}
