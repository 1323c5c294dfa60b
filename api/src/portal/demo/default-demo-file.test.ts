import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { subDomainFromText, SUB_DOMAIN_LABEL } from '../../audit';
import { REFERENCE_DATA_DIR } from '../../paths';
import { normalizeDepartmentName } from '../departments';
import { DEFAULT_DEMO_PORTAL_FILE } from '../index';
import { DEMO_SIMULATIONS, loadDemoStudents, type DemoStudent } from './demo-file';

type CsvRow = Record<string, string>;
const csv = (file: string): CsvRow[] =>
  parse(readFileSync(path.join(REFERENCE_DATA_DIR, file), 'utf8'), { columns: true });

const students = loadDemoStudents(DEFAULT_DEMO_PORTAL_FILE);
const departments = new Map(csv('departments.csv').map((row) => [row.name, row]));
const majorCourses = new Map(csv('majors.csv').map((row) => [row.number, row]));
const cultureRows = csv('cultures.csv');

const MAJOR_TYPES = new Set(['1전심', '1전선', '1교직', '2전심', '2전선']);
/**
 * The year the demo file speaks of: it has a freshman of this year on purpose (a cohort with no
 * curriculum of its own yet, docs/adr/0031), and nobody from a later one.
 */
const DEMO_YEAR = 2026;
const cohortOf = (student: DemoStudent) => Number(student.username.slice(0, 4));
const departmentOf = (student: DemoStudent) =>
  departments.get(normalizeDepartmentName(student.department));
const hasDomain = (student: DemoStudent, label: string) =>
  student.courses.some((course) => course.domain.includes(label));

describe('the default demo portal file', () => {
  it('is valid and uses only departments of departments.csv (after the portal name mapping)', () => {
    expect(students.length).toBeGreaterThan(0);
    const unknown = students
      .flatMap((s) => [s.department, ...(s.secondDepartment === null ? [] : [s.secondDepartment])])
      .filter((name) => !departments.has(normalizeDepartmentName(name)));
    expect(unknown).toEqual([]);
  });

  it('has 학번 starting with a cohort year and no course outside the years of study', () => {
    const problems = students.flatMap((student) => {
      const cohort = cohortOf(student);
      if (cohort < 2015 || cohort > DEMO_YEAR) return [`${student.username}: cohort ${cohort}`];
      return student.courses
        .filter((course) => Number(course.year) < cohort || Number(course.year) > DEMO_YEAR)
        .map((course) => `${student.username}: ${course.number} in ${course.year}`);
    });
    expect(problems).toEqual([]);
  });

  it('takes major courses from majors.csv with their real names and credits', () => {
    const mismatches = students.flatMap((student) =>
      student.courses
        .filter((course) => MAJOR_TYPES.has(course.type))
        .filter((course) => {
          const real = majorCourses.get(course.number);
          return real?.name !== course.name || Number(real.credit) !== course.credit;
        })
        .map((course) => `${student.username} ${course.number} ${course.name}`),
    );
    expect(mismatches).toEqual([]);
  });

  it('gives every 교양 course a 교양영역 text naming the sub-domain cultures.csv lists it under', () => {
    const mismatches = students.flatMap((student) =>
      student.courses
        .filter((course) => course.domain !== '*')
        .filter((course) => {
          const subDomain = subDomainFromText(course.domain);
          const listed = cultureRows.filter((row) => row.number === course.number);
          if (subDomain === null) return true;
          if (listed.length === 0) return false; // older courses (e.g. 컴퓨팅사고와문제해결Ⅰ)
          return !listed.some(
            (row) =>
              row.sub_domain === subDomain &&
              row.name === course.name &&
              Number(row.credit) === course.credit,
          );
        })
        .map((course) => `${student.username} ${course.number} ${course.domain}`),
    );
    expect(mismatches).toEqual([]);
  });

  it('covers every graduation case and every simulated failure', () => {
    const cases: Record<string, (student: DemoStudent) => boolean> = {
      admin: (s) => s.username === '201900001' && s.name === '관리자',
      'single major 2019, 30–80 courses': (s) =>
        cohortOf(s) === 2019 &&
        s.secondDepartment === null &&
        s.courses.length >= 30 &&
        s.courses.length <= 80,
      '2024, own field 자연 or 공학, courses in 균형(자연) and 균형(공학)': (s) =>
        cohortOf(s) === 2024 &&
        ['BALANCE_NATURAL', 'BALANCE_ENGINEER'].includes(departmentOf(s)?.sub_domain ?? '') &&
        hasDomain(s, SUB_DOMAIN_LABEL.BALANCE_NATURAL) &&
        hasDomain(s, SUB_DOMAIN_LABEL.BALANCE_ENGINEER),
      'double major with 컴퓨터과학전공 second': (s) =>
        s.secondDepartment === '컴퓨터과학전공' && s.courses.some((c) => c.type.startsWith('2전')),
      융합경영학과: (s) => s.department === '융합경영학과' && s.courses.length >= 30,
      '졸업생 (before 2017)': (s) => cohortOf(s) < 2017 && s.courses.length >= 30,
      'F grade and a retaken course': (s) =>
        s.courses.some(
          (failed) =>
            failed.grade === 'F' &&
            s.courses.some((c) => c !== failed && c.number === failed.number),
        ),
      '지능·데이터융합학부': (s) => s.department === '지능·데이터융합학부',
      'empty transcript': (s) => s.courses.length === 0 && s.simulate === undefined,
      ...Object.fromEntries(
        DEMO_SIMULATIONS.map((simulation) => [
          `simulate ${simulation}`,
          (s: DemoStudent) => s.simulate === simulation,
        ]),
      ),
    };
    const uncovered = Object.entries(cases)
      .filter(([, matches]) => !students.some(matches))
      .map(([name]) => name);
    expect(uncovered).toEqual([]);
  });

  it('lists every demo account in the README', () => {
    const readme = readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
    expect(
      students.map((s) => s.username).filter((username) => !readme.includes(username)),
    ).toEqual([]);
  });
});
