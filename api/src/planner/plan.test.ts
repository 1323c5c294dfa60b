import { DEPARTMENTS, SIXTY_COURSE_STUDENT, member } from '../audit/testing';
import type { PortalCourse } from '../audit';
import { planGraduation } from './plan';
import { majorCandidates, plannerInput } from './testing';
import { termIndex, type PlanTerm } from './terms';
import type { CandidateCourse, Plan, PlannerInput } from './types';

const term = (year: number, semester: 1 | 2): PlanTerm => ({
  year,
  semester: semester === 1 ? 'FIRST' : 'SECOND',
});

/** The 60-course student without the courses of the last three semesters: a few credits short. */
const LAST_TERMS = new Set(['2024-1학기', '2024-2학기', '2025-1학기']);
const ONE_SEMESTER_LEFT: PortalCourse[] = SIXTY_COURSE_STUDENT.filter(
  (course) => !LAST_TERMS.has(`${course.year}-${course.semester}`),
);

const numbersOf = (plan: Plan) =>
  plan.semesters.flatMap((semester) => semester.courses.map((course) => course.number));
const termOf = (plan: Plan, number: string) =>
  plan.semesters.find((semester) => semester.courses.some((course) => course.number === number))
    ?.term;

interface Case {
  name: string;
  input: PlannerInput;
  feasible: boolean;
  check?: (plan: Plan, input: PlannerInput) => void;
}

const cases: Case[] = [
  {
    name: 'a student one semester from graduation: one semester covers everything',
    input: plannerInput({
      member: member(),
      courses: ONE_SEMESTER_LEFT,
      until: term(2026, 1),
      maxCredits: 21,
    }),
    feasible: true,
    check: (plan) => {
      expect(plan.semesters).toHaveLength(1);
      const progress = Object.fromEntries(plan.progress.map((row) => [row.key, row]));
      expect(progress.TOTAL!.completed).toBeLessThan(130);
      expect(progress.TOTAL!.planned).toBeGreaterThanOrEqual(130);
      expect(progress.MAJOR_ADVANCED!.planned).toBeGreaterThanOrEqual(15);
    },
  },
  {
    name: 'a student who cannot finish by until: unmet with a Korean reason',
    input: plannerInput({
      member: member({ cohortYear: 2024 }),
      until: term(2026, 2),
      maxCredits: 12,
    }),
    feasible: false,
    check: (plan) => {
      expect(plan.unmet.map((row) => row.requirement)).toContain('졸업 학점');
      const total = plan.unmet.find((row) => row.requirement === '졸업 학점')!;
      expect(total).toEqual({
        requirement: '졸업 학점',
        missing: 130 - 24,
        unit: '학점',
        reason:
          '2026년 2학기까지 학기당 12학점 안에 모두 넣을 수 없습니다. 졸업 학기를 늦추거나 학기당 학점을 늘려 보세요.',
      });
      for (const semester of plan.semesters) expect(semester.credits).toBe(12);
    },
  },
  {
    name: 'a double major (컴퓨터과학 + 경영학부): 1전공 and 다전공 credits, 다전공 from its curriculum',
    input: plannerInput({
      member: member({ cohortYear: 2023, secondDepartment: { id: DEPARTMENTS.business.id } }),
      until: term(2029, 2),
    }),
    feasible: true,
    check: (plan) => {
      const progress = Object.fromEntries(plan.progress.map((row) => [row.key, row]));
      expect(Object.keys(progress)).toEqual(
        expect.arrayContaining(['FIRST_MAJOR', 'SECOND_MAJOR']),
      );
      expect(progress.FIRST_MAJOR).toMatchObject({ total: 45, completed: 0 });
      expect(progress.FIRST_MAJOR!.planned).toBeGreaterThanOrEqual(45);
      expect(progress.SECOND_MAJOR).toMatchObject({ total: 36 });
      expect(progress.SECOND_MAJOR!.planned).toBeGreaterThanOrEqual(36);
      const business = new Set(
        majorCandidates(DEPARTMENTS.business.id, 'FIRST').map((c) => c.number),
      );
      const secondMajor = plan.semesters.flatMap((s) =>
        s.courses.filter((course) => course.category === 'SECOND_MAJOR'),
      );
      expect(secondMajor.length).toBeGreaterThan(0);
      for (const course of secondMajor) expect(business.has(course.number)).toBe(true);
      // 1교직 counts in neither major of a double major: never planned for a major.
      expect(
        plan.semesters.flatMap((s) => s.courses).some((c) => c.category === 'MAJOR_OPTIONAL'),
      ).toBe(false);
    },
  },
  {
    name: '융합경영학과: no 전공심화 and no 균형교양 to plan, 전공선택 60',
    input: plannerInput({
      member: member({ cohortYear: 2023, department: DEPARTMENTS.convergenceManagement }),
      until: term(2029, 2),
    }),
    feasible: true,
    check: (plan) => {
      const progress = Object.fromEntries(plan.progress.map((row) => [row.key, row]));
      expect(progress.MAJOR_ADVANCED).toMatchObject({ total: 0 });
      expect(progress.BALANCE).toMatchObject({ total: 0 });
      expect(progress.MAJOR_OPTIONAL).toMatchObject({ total: 60 });
      expect(progress.MAJOR_OPTIONAL!.planned).toBeGreaterThanOrEqual(60);
      const planned = plan.semesters.flatMap((s) => s.courses);
      expect(planned.some((course) => course.category === 'MAJOR_ADVANCED')).toBe(false);
    },
  },
  {
    name: 'a 2024 역사콘텐츠 student: one 균형(자연/공학) course covers the merged item',
    input: plannerInput({
      member: member({ cohortYear: 2024, department: DEPARTMENTS.historyContents }),
      until: term(2029, 2),
    }),
    feasible: true,
    check: (plan) => {
      const planned = plan.semesters.flatMap((s) => s.courses);
      const merged = planned.filter((course) => course.subDomain === 'BALANCE_NATURAL_ENGINEER');
      expect(merged.length).toBeGreaterThanOrEqual(1);
      expect(plan.plannedAudit.domains.BALANCE.items).toContainEqual(
        expect.objectContaining({ subDomain: 'BALANCE_NATURAL_ENGINEER', completed: true }),
      );
      expect(
        planned.some(
          (c) => c.subDomain === 'BALANCE_NATURAL' || c.subDomain === 'BALANCE_ENGINEER',
        ),
      ).toBe(false);
      expect(plan.plannedAudit.domains.BALANCE.items.map((item) => item.subDomain)).toContain(
        'BALANCE_NATURAL_ENGINEER',
      );
    },
  },
  {
    name: 'a 2024 컴퓨터과학 student: 자연/공학 is the own (merged) field, no course planned in it',
    input: plannerInput({ member: member({ cohortYear: 2024 }), until: term(2029, 2) }),
    feasible: true,
    check: (plan) => {
      const planned = plan.semesters.flatMap((s) => s.courses);
      expect(planned.some((course) => course.subDomain === 'BALANCE_NATURAL_ENGINEER')).toBe(false);
    },
  },
  {
    name: 'pins: a pinned course stays in its semester, one without a semester is planned anyway',
    input: plannerInput({
      member: member({ cohortYear: 2023 }),
      until: term(2029, 2),
      pins: [
        {
          course: majorCandidates(1, 'FIRST').find((c) => c.number === 'HAEA0010')!,
          term: term(2027, 1),
        },
        { course: majorCandidates(1, 'FIRST').find((c) => c.number === 'HAEA9245')!, term: null },
      ],
    }),
    feasible: true,
    check: (plan) => {
      // 알고리즘 is a 2학기 course, but the pin wins.
      expect(termOf(plan, 'HAEA0010')).toEqual(term(2027, 1));
      expect(numbersOf(plan)).toContain('HAEA9245');
      const pinned = plan.semesters.flatMap((s) => s.courses).filter((course) => course.pinned);
      expect(pinned.map((course) => course.number).sort()).toEqual(['HAEA0010', 'HAEA9245']);
      expect(numbersOf(plan).filter((number) => number === 'HAEA0010')).toHaveLength(1);
    },
  },
  {
    name: 'exclusions: an excluded course is never planned, the next one takes its place',
    input: plannerInput({
      member: member({ cohortYear: 2023 }),
      until: term(2029, 2),
      excluded: ['HALR1050', 'HASW0001'],
    }),
    feasible: true,
    check: (plan) => {
      expect(numbersOf(plan)).not.toContain('HALR1050');
      expect(numbersOf(plan)).not.toContain('HASW0001');
      // 기초영어/기초수학 is still covered, by the other recommended course (기초수학).
      expect(numbersOf(plan)).toContain('HALR1231');
      expect(plan.plannedAudit.domains.BASIC.completed).toBe(true);
    },
  },
  {
    name: 'a student who excluded every course of a required sub-domain: unmet, no candidate',
    input: plannerInput({
      member: member({ cohortYear: 2023 }),
      until: term(2029, 2),
      excluded: plannerInput({ member: member(), until: term(2026, 1) })
        .cultureCourses.filter((entry) => entry.subDomain === 'BASIC_ACCIDENT')
        .map((entry) => entry.course.number),
    }),
    feasible: false,
    check: (plan) => {
      expect(plan.unmet).toContainEqual({
        requirement: '기초교양',
        missing: 1,
        unit: '영역',
        reason:
          '사고와표현: 추천할 수 있는 과목이 없습니다. 제외한 과목을 되돌리거나 원하는 과목을 고정해 주세요.',
      });
    },
  },
];

describe('planGraduation', () => {
  it.each(cases)('$name', ({ input, feasible, check }) => {
    const plan = planGraduation(input);

    expect(plan.feasible).toBe(feasible);
    expect(plan.unmet.length === 0).toBe(feasible);
    check?.(plan, input);
  });

  it.each(cases)('keeps the general rules: $name', ({ input }) => {
    const plan = planGraduation(input);
    const passed = new Set(
      input.courses.filter((course) => course.grade !== 'F').map((course) => course.number),
    );
    const pinnedNumbers = new Set(input.pins.map((pin) => pin.course.number));
    const all = plan.semesters.flatMap((semester) => semester.courses);

    // Semesters: exactly the horizon, in order, each within maxCredits and summed right.
    expect(plan.semesters.map((semester) => semester.term)).toEqual(input.terms);
    for (const semester of plan.semesters) {
      expect(semester.credits).toBeLessThanOrEqual(input.maxCredits);
      expect(semester.credits).toBe(
        semester.courses.reduce((sum, course) => sum + course.credit, 0),
      );
      for (const course of semester.courses) {
        // In a semester of the kind it is usually offered in (pins may say otherwise).
        if (course.pinned) continue;
        if (course.usual === '1학기') expect(semester.term.semester).toBe('FIRST');
        if (course.usual === '2학기') expect(semester.term.semester).toBe('SECOND');
      }
    }
    // Never a passed course, never an excluded one, never twice.
    for (const course of all) {
      expect(passed.has(course.number)).toBe(false);
      expect(input.excluded.has(course.number)).toBe(false);
    }
    expect(new Set(all.map((course) => course.number)).size).toBe(all.length);
    for (const number of pinnedNumbers)
      expect(all.map((course) => course.number)).toContain(number);
    // Deterministic.
    expect(planGraduation(input)).toEqual(plan);
  });

  it('respects the curriculum 학년 order where the semesters allow it', () => {
    const plan = planGraduation(
      plannerInput({ member: member({ cohortYear: 2025 }), until: term(2029, 2) }),
    );
    const candidates = new Map(
      majorCandidates(1, 'FIRST').map((course) => [course.number, course]),
    );
    const GRADE = { FIRST: 1, SECOND: 2, THIRD: 3, FOURTH: 4, ALL: 2.5 } as const;
    const majors = plan.semesters.flatMap((semester) =>
      semester.courses
        .filter((course) => candidates.has(course.number))
        .map((course) => ({
          index: termIndex(semester.term),
          grade: GRADE[candidates.get(course.number)!.grade!],
        })),
    );
    // No 1학년 course after a 4학년 one.
    const firstFourth = Math.min(...majors.filter((m) => m.grade === 4).map((m) => m.index));
    expect(majors.filter((m) => m.grade === 1).every((m) => m.index <= firstFourth)).toBe(true);
  });

  it('plans nothing for a student who has already graduated', () => {
    const plan = planGraduation(
      plannerInput({ member: member(), courses: SIXTY_COURSE_STUDENT, until: term(2026, 2) }),
    );
    expect(plan.feasible).toBe(true);
    expect(plan.semesters.every((semester) => semester.courses.length === 0)).toBe(true);
  });
});

describe('courses being taken this term (inProgress)', () => {
  const asCandidate = (course: PortalCourse): CandidateCourse => ({
    number: course.number,
    name: course.name,
    credit: course.credit,
    type: course.type,
    domain: course.domain,
    grade: null,
    curriculumSemesters: [],
    usual: null,
  });

  it('count toward every requirement: the last semester taken now leaves nothing to plan', () => {
    const taking = SIXTY_COURSE_STUDENT.filter((course) =>
      LAST_TERMS.has(`${course.year}-${course.semester}`),
    ).map(asCandidate);
    const without = planGraduation(
      plannerInput({ member: member(), courses: ONE_SEMESTER_LEFT, until: term(2027, 2) }),
    );
    expect(numbersOf(without).length).toBeGreaterThan(0);

    const plan = planGraduation(
      plannerInput({
        member: member(),
        courses: ONE_SEMESTER_LEFT,
        until: term(2027, 2),
        inProgress: taking,
      }),
    );

    expect(plan.feasible).toBe(true);
    expect(numbersOf(plan)).toEqual([]);
    const total = plan.progress.find((row) => row.key === 'TOTAL')!;
    expect(total.completed).toBeGreaterThanOrEqual(130);
    expect(plan.inProgress.map((course) => course.number)).toEqual(
      taking.map((course) => course.number),
    );
  });

  it('are never planned again, and are counted in the category a planned course would be', () => {
    const curriculum = majorCandidates(DEPARTMENTS.computerScience.id, 'FIRST');
    const fresh = plannerInput({ member: member({ cohortYear: 2025 }), until: term(2029, 2) });
    const plannedBefore = planGraduation(fresh);
    const taking = curriculum.filter((course) => numbersOf(plannedBefore).includes(course.number));
    const chosen = taking.slice(0, 4);
    expect(chosen).toHaveLength(4);

    const plan = planGraduation({ ...fresh, inProgress: { term: term(2025, 2), courses: chosen } });

    for (const course of chosen) expect(numbersOf(plan)).not.toContain(course.number);
    const total = plan.progress.find((row) => row.key === 'TOTAL')!;
    expect(total.completed).toBe(chosen.reduce((sum, course) => sum + course.credit, 0));
    const categoryOf = new Map(
      plannedBefore.semesters.flatMap((s) => s.courses.map((c) => [c.number, c.category])),
    );
    expect(plan.inProgress.map((course) => [course.number, course.category])).toEqual(
      chosen.map((course) => [course.number, categoryOf.get(course.number)]),
    );
    // Still a sound plan around them.
    expect(plan.feasible).toBe(true);
    expect(new Set(numbersOf(plan)).size).toBe(numbersOf(plan).length);
  });
});
