/**
 * Test and benchmark support (reads files, so never imported by the engine): planner inputs
 * built from the real reference data the api seeds (majors, cultures, timetables).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import {
  SUB_DOMAIN_LABEL,
  type AuditMember,
  type Grade,
  type PortalCourse,
  type Semester,
  type SubDomain,
} from '../audit';
import { REFERENCE_DIR, loadRuleSet } from '../audit/testing';
import type { OfferingTermCode } from '../db/enums';
import { usualSemester } from '../modules/offerings/semesters';
import { termIndex, termOfIndex, termsBetween, type PlanTerm } from './terms';
import type { CandidateCourse, PlanPin, PlannerInput } from './types';

type Record = { [column: string]: string };
const readCsv = (file: string): Record[] =>
  parse(readFileSync(path.join(REFERENCE_DIR, file), 'utf8'), { columns: true, bom: true });

const majorsCsv = readCsv('majors.csv');
const culturesCsv = readCsv('cultures.csv');
const usualByNumber = (() => {
  const terms = new Map<string, { year: number; code: OfferingTermCode }[]>();
  for (const row of readCsv('legacy_offerings_2017_2024.csv')) {
    const list = terms.get(row.number!) ?? [];
    list.push({ year: Number(row.year), code: row.term_code as OfferingTermCode });
    terms.set(row.number!, list);
  }
  return new Map([...terms].map(([number, list]) => [number, usualSemester(list)]));
})();

export const RULES = loadRuleSet();

/** A department's curriculum as candidates; as 다전공 the types become 2전심/2전선. */
export function majorCandidates(departmentId: number, role: 'FIRST' | 'SECOND'): CandidateCourse[] {
  const rows = majorsCsv.filter((row) => Number(row.department_id) === departmentId);
  const byNumber = new Map<string, CandidateCourse>();
  for (const row of rows) {
    const number = row.number!;
    const semester = row.semester as Semester;
    const existing = byNumber.get(number);
    if (existing !== undefined) {
      if (!existing.curriculumSemesters.includes(semester)) {
        byNumber.set(number, {
          ...existing,
          curriculumSemesters: [...existing.curriculumSemesters, semester],
        });
      }
      continue;
    }
    if (role === 'SECOND' && row.type === '1교직') continue;
    byNumber.set(number, {
      number,
      name: row.name!,
      credit: Number(row.credit),
      type: role === 'FIRST' ? row.type! : row.category === 'MAJOR_ADVANCED' ? '2전심' : '2전선',
      domain: '*',
      grade: row.grade as Grade,
      curriculumSemesters: [semester],
      usual: usualByNumber.get(number) ?? null,
    });
  }
  return [...byNumber.values()];
}

export function cultureCandidates(): PlannerInput['cultureCourses'] {
  return culturesCsv.map((row) => {
    const subDomain = row.sub_domain as SubDomain;
    return {
      subDomain,
      course: {
        number: row.number!,
        name: row.name!,
        credit: Number(row.credit),
        type: subDomain.startsWith('BASIC') ? '교필' : '교선',
        domain: SUB_DOMAIN_LABEL[subDomain],
        grade: null,
        curriculumSemesters: [],
        usual: usualByNumber.get(row.number!) ?? null,
      },
    };
  });
}

export function plannerInput(options: {
  member: AuditMember;
  courses?: readonly PortalCourse[];
  from?: PlanTerm;
  until: PlanTerm;
  maxCredits?: number;
  pins?: readonly PlanPin[];
  excluded?: readonly string[];
  /** Courses being taken in the term before `from`. */
  inProgress?: readonly CandidateCourse[];
}): PlannerInput {
  const { member } = options;
  const from = options.from ?? { year: 2026, semester: 'FIRST' };
  return {
    member,
    courses: options.courses ?? [],
    rules: RULES,
    terms: termsBetween(from, options.until),
    maxCredits: options.maxCredits ?? 18,
    majorCourses: [
      ...majorCandidates(member.department.id, 'FIRST'),
      ...(member.secondDepartment === null
        ? []
        : majorCandidates(member.secondDepartment.id, 'SECOND')),
    ],
    cultureCourses: cultureCandidates(),
    pins: options.pins ?? [],
    excluded: new Set(options.excluded ?? []),
    inProgress: { term: termOfIndex(termIndex(from) - 1), courses: options.inProgress ?? [] },
  };
}
