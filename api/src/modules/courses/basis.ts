import type { Static } from '@fastify/type-provider-typebox';
import type { AppDatabase } from '../../db/database';
import type { MemberChanges } from '../../db/member-changes';
import { createReferenceCache } from '../../db/reference-cache';
import { entranceYearOf } from '../../academic/student-number';
import { timetableYears } from '../offerings/service';
import { curriculumTerm } from '../terms/service';
import type { CheckBasisSchema } from './schemas';

export type CheckBasis = Static<typeof CheckBasisSchema>;

/**
 * The one sentence the result, plan, what-if, shared and printed pages show when a member's
 * own cohort has no curriculum yet and an earlier one was used; null otherwise.
 */
export function cohortFallbackNotice(entranceYear: number, cohort: number | null): string | null {
  if (cohort === null || entranceYear <= cohort) return null;
  return `${entranceYear}학번 교육과정이 아직 등록되지 않아 ${cohort}학번 교육과정으로 검사했습니다.`;
}

/** The reference side of the basis, the same for every member: read until the data changes. */
export function createBasisReference(
  db: AppDatabase,
  changes: Pick<MemberChanges, 'subscribe' | 'live'>,
) {
  return createReferenceCache(changes, async () => {
    const [term, timetable] = await Promise.all([curriculumTerm(db), timetableYears(db)]);
    return {
      curriculumTerm: term === null ? null : { year: term.year, semester: term.semester },
      timetableYears: timetable,
    };
  });
}

export type BasisReference = ReturnType<typeof createBasisReference>;

/**
 * What a member's result was checked against (GET /courses/basis): the cohort whose
 * curriculum was used, the term of that curriculum data, the timetable years behind "개설
 * 학기", and the fallback notice.
 */
export function checkBasis(
  member: { username: string; cohort: number | null },
  reference: Pick<CheckBasis, 'curriculumTerm' | 'timetableYears'>,
): CheckBasis {
  const entranceYear = entranceYearOf(member.username);
  return {
    entranceYear,
    cohort: member.cohort,
    notice: cohortFallbackNotice(entranceYear, member.cohort),
    ...reference,
  };
}
