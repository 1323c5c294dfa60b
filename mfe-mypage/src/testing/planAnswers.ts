// The api's answers to the plan page's one read for its tests: served by the fake api, or held
// in the page as the shell's server renders it (issue 27), from the same bodies.
import type { Plan } from '@smunity/api-contract';

const course = (number: string, name: string, pinned = false) => ({
  number,
  name,
  credit: 3,
  category: 'MAJOR_OPTIONAL' as const,
  usual: '2학기' as const,
  pinned,
  placeholder: false,
});

export const BASIS: Plan['basis'] = {
  entranceYear: 2021,
  cohort: 2021,
  notice: null,
  curriculumTerm: { year: 2025, semester: '2학기' },
  timetable: {
    ranges: [{ from: { year: 2017, semester: '1학기' }, to: { year: 2024, semester: '1학기' } }],
    notice: '개설 학기 정보는 2024년 1학기 시간표까지입니다.',
  },
};

const NOTHING_IN_PROGRESS: Plan['inProgress'] = {
  term: '2026-1',
  courses: [],
  dropped: null,
};

/** The api's plan for the pins it was given (알고리즘 pinned to 2027-1 moves it there). */
export function planFor(pins: string, saved: boolean, inProgress = NOTHING_IN_PROGRESS): Plan {
  const moved =
    pins.includes('HAEA0010@2027-1') || pins.includes('{"number":"HAEA0010","term":"2027-1"}');
  return {
    until: '2027-1',
    maxCredits: 18,
    pins: moved ? [{ number: 'HAEA0010', term: '2027-1' }] : [],
    excluded: [],
    saved,
    rebased: null,
    inProgress,
    semesters: [
      {
        year: 2026,
        semester: '2학기',
        term: '2026-2',
        credits: moved ? 3 : 6,
        courses: moved
          ? [course('HAEA0002', '컴퓨터구조')]
          : [course('HAEA0010', '알고리즘'), course('HAEA0002', '컴퓨터구조')],
      },
      {
        year: 2027,
        semester: '1학기',
        term: '2027-1',
        credits: moved ? 6 : 3,
        courses: [
          course('HAEA0008', '소프트웨어공학'),
          ...(moved ? [course('HAEA0010', '알고리즘', true)] : []),
        ],
      },
    ],
    unmet: moved
      ? []
      : [
          {
            requirement: '전공선택',
            missing: 3,
            unit: '학점',
            reason: '2027년 1학기까지 학기당 18학점 안에 모두 넣을 수 없습니다.',
          },
        ],
    feasible: moved,
    basis: BASIS,
    progress: [
      { key: 'TOTAL', label: '졸업 학점', unit: '학점', total: 130, completed: 121, planned: 130 },
      { key: 'ETC', label: '일반', unit: '학점', total: 0, completed: 0, planned: 0 },
    ],
  };
}
