import type { Static } from '@fastify/type-provider-typebox';
import { SEMESTER_LABEL } from '../../audit/enums';
import type { AppDatabase } from '../../db/database';
import type { MemberChanges } from '../../db/member-changes';
import { createReferenceCache } from '../../db/reference-cache';
import { entranceYearOf } from '../../academic/student-number';
import type { AcademicTerm } from '../../academic/term-calendar';
import { timetableTerms } from '../offerings/service';
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

type LabelledTerm = { year: number; semester: string };
export type TimetableRange = { from: LabelledTerm; to: LabelledTerm };

function termIndex(term: AcademicTerm): number {
  return term.year * 2 + (term.semester === 'FIRST' ? 0 : 1);
}

function labelled(term: AcademicTerm): LabelledTerm {
  return { year: term.year, semester: SEMESTER_LABEL[term.semester] };
}

/**
 * The stored timetable semesters as runs without a gap: 2017 1학기–2024 1학기 and 2026 1학기
 * when 2024 2학기 and 2025 are missing, so a page never shows a range that hides a hole.
 */
export function timetableRanges(semesters: readonly AcademicTerm[]): TimetableRange[] {
  const ranges: { from: AcademicTerm; to: AcademicTerm }[] = [];
  for (const term of semesters) {
    const last = ranges.at(-1);
    if (last !== undefined && termIndex(term) === termIndex(last.to) + 1) last.to = term;
    else ranges.push({ from: term, to: term });
  }
  return ranges.map((range) => ({ from: labelled(range.from), to: labelled(range.to) }));
}

/**
 * The sentence every page with "개설 학기" shows when the newest timetable is older than the
 * current term: the hints are then a guess from past years, and the student must know it.
 */
export function timetableAgeNotice(
  semesters: readonly AcademicTerm[],
  current: AcademicTerm,
): string | null {
  const newest = semesters.at(-1);
  if (newest === undefined || termIndex(newest) >= termIndex(current)) return null;
  return `개설 학기 정보는 ${newest.year}년 ${SEMESTER_LABEL[newest.semester]} 시간표까지입니다.`;
}

/** The reference side of the basis, the same for every member: read until the data changes. */
export function createBasisReference(
  db: AppDatabase,
  changes: Pick<MemberChanges, 'subscribe' | 'live'>,
) {
  return createReferenceCache(changes, async () => {
    const [term, semesters] = await Promise.all([curriculumTerm(db), timetableTerms(db)]);
    return {
      curriculumTerm: term === null ? null : { year: term.year, semester: term.semester },
      semesters,
    };
  });
}

/** The reference side, read until the reference data changes (plan and courses share it). */
export type BasisReference = ReturnType<typeof createBasisReference>;
type ReferenceData = Awaited<ReturnType<BasisReference['get']>>;

/**
 * What every page says about the data behind a check, the same for every member (GET
 * /courses/basis/reference, and the reference side of GET /courses/basis): the 교육과정 term
 * of the data and the timetable semesters behind "개설 학기", with their age against today's term.
 */
export function referenceBasis(
  reference: ReferenceData,
  current: AcademicTerm,
): Pick<CheckBasis, 'curriculumTerm' | 'timetable'> {
  return {
    curriculumTerm: reference.curriculumTerm,
    timetable:
      reference.semesters.length === 0
        ? null
        : {
            ranges: timetableRanges(reference.semesters),
            notice: timetableAgeNotice(reference.semesters, current),
          },
  };
}

/**
 * What a member's result was checked against (GET /courses/basis): the cohort whose
 * curriculum was used, the term of that curriculum data, the timetable semesters behind "개설
 * 학기", and the fallback notice.
 */
export function checkBasis(
  member: { username: string; cohort: number | null },
  reference: Pick<CheckBasis, 'curriculumTerm' | 'timetable'>,
): CheckBasis {
  const entranceYear = entranceYearOf(member.username);
  return {
    entranceYear,
    cohort: member.cohort,
    notice: cohortFallbackNotice(entranceYear, member.cohort),
    ...reference,
  };
}
