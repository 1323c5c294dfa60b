/**
 * The audit against the real rule data (api/data/rules + reference curriculum). Every expected
 * number is computed by hand from docs/domain.md §2, not taken from the engine's output.
 */
import { auditGraduation } from './audit';
import { CATEGORIES, type SubDomain } from './enums';
import type { RuleSet } from './rule-set';
import { DEPARTMENTS, SIXTY_COURSE_STUDENT, course, loadRuleSet, member } from './testing';
import type { AuditMember, AuditResult, PortalCourse } from './types';

const rules: RuleSet = loadRuleSet();

function audit(
  overrides: Partial<AuditMember>,
  courses: readonly PortalCourse[] = [],
): AuditResult {
  return auditGraduation({ member: member(overrides), courses, rules });
}

const secondMajorIn = (id: number) => ({ secondDepartment: { id } });

describe('credit totals per category', () => {
  type Totals = [total: number, ...categories: number[]];
  // [TOTAL, then CATEGORIES in their order: MAJOR_ADVANCED, MAJOR_OPTIONAL, FIRST_MAJOR,
  // SECOND_MAJOR, CULTURE, ETC]
  const cases: [string, Partial<AuditMember>, Totals][] = [
    ['2017 컴퓨터과학전공', { cohortYear: 2017 }, [130, 15, 45, 36, 36, 33, 0]],
    [
      '2022 컴퓨터과학전공 (last cohort before the credit cut-over)',
      { cohortYear: 2022 },
      [130, 15, 45, 36, 36, 33, 0],
    ],
    [
      '2023 컴퓨터과학전공 (first cohort after it)',
      { cohortYear: 2023 },
      [130, 15, 60, 45, 36, 33, 0],
    ],
    ['2025 컴퓨터과학전공', { cohortYear: 2025 }, [130, 15, 60, 45, 36, 33, 0]],
    ['졸업생 (before 2017)', { cohortYear: null }, [130, 15, 45, 36, 36, 33, 0]],
    [
      '2020 융합경영학과 (no 전공심화)',
      { cohortYear: 2020, department: DEPARTMENTS.convergenceManagement },
      [130, 0, 60, 36, 36, 33, 0],
    ],
    [
      '2024 융합경영학과',
      { cohortYear: 2024, department: DEPARTMENTS.convergenceManagement },
      [130, 0, 60, 45, 36, 33, 0],
    ],
    [
      '2022 경영학부 + 컴퓨터과학전공 as second major',
      { cohortYear: 2022, department: DEPARTMENTS.business, ...secondMajorIn(1) },
      [130, 15, 45, 36, 45, 33, 0],
    ],
    [
      '2023 컴퓨터과학전공 + 역사콘텐츠전공 as second major',
      { cohortYear: 2023, ...secondMajorIn(14) },
      [130, 15, 60, 45, 36, 33, 0],
    ],
    [
      '2021 편입생 (culture credits do not change)',
      { exemption: 'TRANSFER' },
      [130, 15, 45, 36, 36, 33, 0],
    ],
    ['2021 외국인특별전형', { exemption: 'FOREIGN' }, [130, 15, 45, 36, 36, 33, 0]],
  ];
  test.each(cases)('%s', (_name, overrides, [total, ...categoryTotals]) => {
    const result = audit(overrides);
    expect(result.overall.status.total).toBe(total);
    expect(result.credit.total).toBe(total);
    expect(CATEGORIES.map((category) => result.categories[category].status.total)).toEqual(
      categoryTotals,
    );
  });
});

test('the 2023 credit cut-over changes what 50 전공선택 credits mean', () => {
  const courses = Array.from({ length: 10 }, (_, i) => course(`MO${i}`, '1전선', 5));
  const before = audit({ cohortYear: 2022 }, courses).categories.MAJOR_OPTIONAL;
  const after = audit({ cohortYear: 2023 }, courses).categories.MAJOR_OPTIONAL;
  expect(before).toMatchObject({
    completed: true,
    status: { total: 45, completed: 50, required: 0, completion: 100 },
  });
  expect(after).toMatchObject({
    completed: false,
    status: { total: 60, completed: 50, required: 10, completion: 83 },
  });
});

describe('culture domain items and totals', () => {
  type Expected = { total: number; items: SubDomain[]; excluded?: SubDomain[] };
  const cases: [
    string,
    Partial<AuditMember>,
    Partial<Record<'BASIC' | 'CORE' | 'BALANCE', Expected>>,
  ][] = [
    [
      '2017 컴퓨터과학전공: 3 basic items, own 공학 field removed',
      { cohortYear: 2017 },
      {
        BASIC: { total: 3, items: ['BASIC_ACCIDENT', 'BASIC_ENG_MATH', 'BASIC_COMPUTER'] },
        CORE: {
          total: 2,
          items: [
            'CORE_PROFESSIONAL',
            'CORE_CREATIVE',
            'CORE_CONVERGENCE',
            'CORE_DIVERSITY',
            'CORE_ETHICAL',
          ],
        },
        BALANCE: {
          total: 3,
          items: [
            'BALANCE_HUMANITIES',
            'BALANCE_SOCIAL',
            'BALANCE_NATURAL',
            'BALANCE_ART',
            'BALANCE_BRIDGE',
          ],
          excluded: ['BALANCE_ENGINEER'],
        },
      },
    ],
    [
      '2020 전기공학전공: 4 basic items, own 자연 field removed',
      { cohortYear: 2020, department: DEPARTMENTS.electricalEngineering },
      {
        BASIC: {
          total: 4,
          items: ['BASIC_ACCIDENT', 'BASIC_ENG_MATH', 'BASIC_COMPUTER_1', 'BASIC_COMPUTER_2'],
        },
        BALANCE: {
          total: 3,
          items: [
            'BALANCE_HUMANITIES',
            'BALANCE_SOCIAL',
            'BALANCE_ENGINEER',
            'BALANCE_ART',
            'BALANCE_BRIDGE',
          ],
          excluded: ['BALANCE_NATURAL'],
        },
      },
    ],
    [
      '2023 컴퓨터과학전공: no merge yet, 자연 stays a separate item',
      { cohortYear: 2023 },
      {
        BALANCE: {
          total: 3,
          items: [
            'BALANCE_HUMANITIES',
            'BALANCE_SOCIAL',
            'BALANCE_NATURAL',
            'BALANCE_ART',
            'BALANCE_BRIDGE',
          ],
          excluded: ['BALANCE_ENGINEER'],
        },
      },
    ],
    [
      '2024 컴퓨터과학전공: 공학 department loses the merged 자연/공학 item',
      { cohortYear: 2024 },
      {
        BALANCE: {
          total: 3,
          items: ['BALANCE_HUMANITIES', 'BALANCE_SOCIAL', 'BALANCE_ART', 'BALANCE_BRIDGE'],
          excluded: ['BALANCE_NATURAL_ENGINEER'],
        },
      },
    ],
    [
      '2024 전기공학전공: 자연 department loses the merged item too',
      { cohortYear: 2024, department: DEPARTMENTS.electricalEngineering },
      {
        BALANCE: {
          total: 3,
          items: ['BALANCE_HUMANITIES', 'BALANCE_SOCIAL', 'BALANCE_ART', 'BALANCE_BRIDGE'],
          excluded: ['BALANCE_NATURAL_ENGINEER'],
        },
      },
    ],
    [
      '2025 역사콘텐츠전공: keeps 자연/공학, loses 인문',
      { cohortYear: 2025, department: DEPARTMENTS.historyContents },
      {
        BALANCE: {
          total: 3,
          items: ['BALANCE_SOCIAL', 'BALANCE_NATURAL_ENGINEER', 'BALANCE_ART', 'BALANCE_BRIDGE'],
          excluded: ['BALANCE_HUMANITIES'],
        },
      },
    ],
    [
      '2024 융합경영학과: no balance requirement, core still 2',
      { cohortYear: 2024, department: DEPARTMENTS.convergenceManagement },
      {
        CORE: {
          total: 2,
          items: [
            'CORE_PROFESSIONAL',
            'CORE_CREATIVE',
            'CORE_CONVERGENCE',
            'CORE_DIVERSITY',
            'CORE_ETHICAL',
          ],
        },
        BALANCE: {
          total: 0,
          items: [
            'BALANCE_HUMANITIES',
            'BALANCE_NATURAL_ENGINEER',
            'BALANCE_ART',
            'BALANCE_BRIDGE',
          ],
          excluded: ['BALANCE_SOCIAL'],
        },
      },
    ],
    [
      '2020 외국인특별전형: computing items removed',
      { cohortYear: 2020, exemption: 'FOREIGN' },
      {
        BASIC: {
          total: 2,
          items: ['BASIC_ACCIDENT', 'BASIC_ENG_MATH'],
          excluded: ['BASIC_COMPUTER_1', 'BASIC_COMPUTER_2'],
        },
      },
    ],
    [
      '2018 외국인특별전형: the old computing item removed',
      { cohortYear: 2018, exemption: 'FOREIGN' },
      {
        BASIC: {
          total: 2,
          items: ['BASIC_ACCIDENT', 'BASIC_ENG_MATH'],
          excluded: ['BASIC_COMPUTER'],
        },
      },
    ],
    [
      '2020 장애학생: 기초영어/기초수학 removed',
      { cohortYear: 2020, exemption: 'DISABLED' },
      {
        BASIC: {
          total: 3,
          items: ['BASIC_ACCIDENT', 'BASIC_COMPUTER_1', 'BASIC_COMPUTER_2'],
          excluded: ['BASIC_ENG_MATH'],
        },
      },
    ],
    [
      '2021 편입생: every domain total 0, items kept',
      { exemption: 'TRANSFER' },
      {
        BASIC: {
          total: 0,
          items: ['BASIC_ACCIDENT', 'BASIC_ENG_MATH', 'BASIC_COMPUTER_1', 'BASIC_COMPUTER_2'],
        },
        CORE: {
          total: 0,
          items: [
            'CORE_PROFESSIONAL',
            'CORE_CREATIVE',
            'CORE_CONVERGENCE',
            'CORE_DIVERSITY',
            'CORE_ETHICAL',
          ],
        },
        BALANCE: {
          total: 0,
          items: [
            'BALANCE_HUMANITIES',
            'BALANCE_SOCIAL',
            'BALANCE_NATURAL',
            'BALANCE_ART',
            'BALANCE_BRIDGE',
          ],
          excluded: ['BALANCE_ENGINEER'],
        },
      },
    ],
    [
      '졸업생: no curriculum rows, so no items (basic total 0)',
      { cohortYear: null },
      {
        BASIC: { total: 0, items: [] },
        CORE: { total: 2, items: [] },
        BALANCE: { total: 3, items: [] },
      },
    ],
  ];
  test.each(cases)('%s', (_name, overrides, expected) => {
    const { domains } = audit(overrides);
    for (const [domain, { total, items, excluded = [] }] of Object.entries(expected)) {
      const result = domains[domain as keyof typeof expected];
      expect(result.status.total).toBe(total);
      expect(result.items.map((item) => item.subDomain)).toEqual(items);
      expect(result.excludedItems.map((item) => item.subDomain)).toEqual(excluded);
    }
  });

  test('exclusions say why, in Korean', () => {
    const foreign = audit({ cohortYear: 2020, exemption: 'FOREIGN' }).domains;
    expect(foreign.BASIC.excludedItems[0]).toEqual({
      subDomain: 'BASIC_COMPUTER_1',
      subDomainName: '컴퓨팅사고와데이터의이해',
      reason: 'EXEMPTED',
      message: '외국인특별전형 이수 면제로 요건에서 제외된 영역입니다.',
    });
    expect(foreign.BALANCE.excludedItems[0]).toMatchObject({
      reason: 'OWN_BALANCE_FIELD',
      message: '소속 학과의 균형 영역이라 균형교양 요건에서 제외된 영역입니다.',
    });
  });

  test('a 편입생 with nothing done still meets every domain (total 0 → 100%)', () => {
    for (const domain of Object.values(audit({ exemption: 'TRANSFER' }).domains)) {
      expect(domain).toMatchObject({
        completed: true,
        status: { total: 0, completed: 0, required: 0, completion: 100 },
      });
    }
  });
});

describe('courses completing culture items', () => {
  const culture = (number: string, domain: string) => course(number, '교선', 3, { domain });

  test('2017–2019 quirk: 컴퓨팅사고와데이터의이해 maps to BASIC_COMPUTER_1, outside their curriculum', () => {
    const result = audit({ cohortYear: 2018 }, [culture('HALR1238', '컴퓨팅사고와데이터의이해')]);
    expect(result.ledger[0]).toMatchObject({
      subDomain: 'BASIC_COMPUTER_1',
      subDomainOutcome: 'NOT_IN_CURRICULUM',
    });
    expect(result.ledger[0]?.notes).toContain(
      '2018학번 교육과정에 없는 영역이라 교양 영역 요건에는 반영되지 않습니다.',
    );
    expect(
      result.domains.BASIC.items.find((item) => item.subDomain === 'BASIC_COMPUTER')?.completed,
    ).toBe(false);
  });

  test('2017–2019: only a text containing 컴퓨팅사고와문제해결 completes BASIC_COMPUTER', () => {
    const result = audit({ cohortYear: 2019 }, [culture('HALR1230', '컴퓨팅사고와문제해결')]);
    expect(result.ledger[0]).toMatchObject({
      subDomain: 'BASIC_COMPUTER',
      subDomainOutcome: 'REQUIRED_ITEM',
    });
    expect(result.domains.BASIC.status).toEqual({
      total: 3,
      completed: 1,
      required: 2,
      completion: 33,
    });
  });

  test('the same text completes BASIC_COMPUTER_1 for 2020+', () => {
    const result = audit({ cohortYear: 2020 }, [culture('HALR1238', '컴퓨팅사고와데이터의이해')]);
    expect(result.ledger[0]?.subDomainOutcome).toBe('REQUIRED_ITEM');
    expect(result.domains.BASIC.status).toEqual({
      total: 4,
      completed: 1,
      required: 3,
      completion: 25,
    });
  });

  test.each([
    ['English', 'EnglishforAcademicPurposes'],
    ['영어', '기초영어'],
    ['수학', '기초수학'],
    ['미적분학', '미적분학1'],
  ])('keyword %s completes 기초영어/기초수학', (_keyword, domain) => {
    const result = audit({ cohortYear: 2021 }, [culture('HALR1050', domain)]);
    expect(result.ledger[0]?.subDomain).toBe('BASIC_ENG_MATH');
    expect(result.domains.BASIC.items[1]).toEqual({
      subDomain: 'BASIC_ENG_MATH',
      subDomainName: '기초영어/기초수학',
      completed: true,
    });
  });

  test('2023: 균형(자연) is its own item; 2024: it counts as 균형(자연/공학)', () => {
    const courses = [culture('HALF9252', '균형(자연)')];
    const historyDept = { department: DEPARTMENTS.historyContents };
    const y2023 = audit({ cohortYear: 2023, ...historyDept }, courses);
    expect(y2023.ledger[0]).toMatchObject({
      subDomain: 'BALANCE_NATURAL',
      subDomainOutcome: 'REQUIRED_ITEM',
    });
    expect(
      y2023.domains.BALANCE.items.filter((item) => item.completed).map((item) => item.subDomain),
    ).toEqual(['BALANCE_NATURAL']);

    const y2024 = audit({ cohortYear: 2024, ...historyDept }, courses);
    expect(y2024.ledger[0]).toMatchObject({
      subDomain: 'BALANCE_NATURAL_ENGINEER',
      subDomainLabel: '균형(자연/공학)',
      subDomainOutcome: 'REQUIRED_ITEM',
    });
    expect(y2024.ledger[0]?.notes).toContain(
      '2024학번 교육과정에서는 균형(자연) 영역을 균형(자연/공학) 영역으로 판정합니다.',
    );
    expect(y2024.domains.BALANCE.status).toEqual({
      total: 3,
      completed: 1,
      required: 2,
      completion: 33,
    });
  });

  test('2024 공학 department: a 균형(자연) course lands in the removed own field', () => {
    const result = audit({ cohortYear: 2024 }, [culture('HALF9252', '균형(자연)')]);
    expect(result.ledger[0]).toMatchObject({
      counted: true,
      subDomain: 'BALANCE_NATURAL_ENGINEER',
      subDomainOutcome: 'OWN_BALANCE_FIELD',
    });
    expect(result.domains.BALANCE.status.completed).toBe(0);
    // The credits still count as 교양.
    expect(result.categories.CULTURE.status.completed).toBe(3);
  });

  test('an exempted sub-domain course counts as 교양 credits only', () => {
    const result = audit({ cohortYear: 2020, exemption: 'DISABLED' }, [
      culture('HALR1231', '기초수학'),
    ]);
    expect(result.ledger[0]).toMatchObject({
      subDomainOutcome: 'EXEMPTED',
      creditSummaryField: 'culture',
    });
    expect(result.ledger[0]?.notes).toContain('장애학생 이수 면제로 요건에서 제외된 영역입니다.');
    expect(result.domains.BASIC.status.completed).toBe(0);
  });

  test('"*" domain: a 교양 course without sub-domain counts credits but no item', () => {
    const result = audit({}, [culture('HALF9326', '*')]);
    expect(result.ledger[0]).toMatchObject({
      category: 'CULTURE',
      subDomain: null,
      subDomainLabel: null,
      subDomainOutcome: null,
      notes: [
        '교양 학점으로 반영되었습니다.',
        '교양영역이 지정되지 않은 과목이라 교양 영역 요건에는 반영되지 않습니다.',
      ],
    });
    expect(result.categories.CULTURE.status.completed).toBe(3);
  });

  test('a sub-domain counts whatever the category (as in the original)', () => {
    const result = audit({}, [course('HAXX0001', '일선', 2, { domain: '균형(예술)' })]);
    expect(result.ledger[0]).toMatchObject({ category: 'ETC', subDomainOutcome: 'REQUIRED_ITEM' });
    expect(
      result.domains.BALANCE.items.find((item) => item.subDomain === 'BALANCE_ART')?.completed,
    ).toBe(true);
  });

  test('completed items may exceed the total; the status stays capped', () => {
    const cores = [
      '전문지식탐구역량',
      '창의적문제해결역량',
      '융복합역량',
      '다양성존중역량',
      '윤리실천역량',
    ];
    const result = audit(
      {},
      cores.map((domain, i) => culture(`CORE${i}`, domain)),
    );
    expect(result.domains.CORE).toMatchObject({
      completed: true,
      status: { total: 2, completed: 5, required: 0, completion: 100 },
    });
  });
});

describe('double major', () => {
  const courses = [
    course('A1', '1전심', 3),
    course('A2', '1전선', 3),
    course('B1', '2전심', 3),
    course('B2', '2전선', 3),
    course('T1', '1교직', 2),
    course('C1', '교선', 3),
  ];
  const result = audit({ cohortYear: 2023, ...secondMajorIn(14) }, courses);

  test('shows 1전공 and 다전공 boxes', () => {
    expect(result.isDoubleMajor).toBe(true);
    expect(result.displayedCategories).toEqual(['FIRST_MAJOR', 'SECOND_MAJOR', 'CULTURE', 'ETC']);
    expect(result.categories.FIRST_MAJOR.status).toEqual({
      total: 45,
      completed: 6,
      required: 39,
      completion: 13,
    });
    expect(result.categories.SECOND_MAJOR.status).toEqual({
      total: 36,
      completed: 6,
      required: 30,
      completion: 16,
    });
  });

  test('1교직 counts in MAJOR_OPTIONAL and the overall total, in neither major', () => {
    expect(result.categories.MAJOR_OPTIONAL.courseIndexes).toEqual([4]);
    expect(result.categories.MAJOR_OPTIONAL.status.completed).toBe(2);
    expect(result.credit).toEqual({
      total: 130,
      completed: 17,
      major: 6,
      secondMajor: 6,
      culture: 3,
      etc: 0,
      required: 113,
      completion: 13,
      isDoubleMajor: true,
    });
    expect(result.ledger[4]).toMatchObject({
      category: 'MAJOR_OPTIONAL',
      categoryLabel: '전공선택',
      counted: true,
      creditSummaryField: null,
      notes: [
        '전공선택 학점으로 반영되었습니다.',
        '다전공 학생의 1교직 과목은 전공선택으로 분류되어 1전공·다전공 학점에는 들어가지 않고 총 이수 학점에만 반영됩니다.',
      ],
    });
  });
});

describe('single major categories', () => {
  const courses = [
    course('A1', '1전심', 3),
    course('A2', '1전선', 3),
    course('T1', '1교직', 2),
    course('B1', '2전심', 3),
    course('E1', '1전필', 2),
    course('E2', '일선', 1),
    course('C1', '교필', 3),
  ];
  const result = audit({ cohortYear: 2021 }, courses);

  test('credit summary: major = 전공심화 + 전공선택 (1교직 included), 2전심 → 일반', () => {
    expect(result.displayedCategories).toEqual([
      'MAJOR_ADVANCED',
      'MAJOR_OPTIONAL',
      'CULTURE',
      'ETC',
    ]);
    expect(result.credit).toEqual({
      total: 130,
      completed: 17,
      major: 8,
      secondMajor: null,
      culture: 3,
      etc: 6,
      required: 113,
      completion: 13,
      isDoubleMajor: false,
    });
    expect(result.categories.ETC.courseIndexes).toEqual([3, 4, 5]);
    // ETC's total is 0: any credits there make it "completed", capped at 100%.
    expect(result.categories.ETC).toMatchObject({
      completed: true,
      status: { total: 0, completed: 6, required: 0, completion: 100 },
    });
  });

  test('the ledger explains why a course is 일반', () => {
    expect(result.ledger[3]?.notes).toEqual([
      '일반 학점으로 반영되었습니다.',
      '다전공이 없어 2전심·2전선 과목은 일반 학점으로 분류됩니다.',
    ]);
    expect(result.ledger[4]?.notes).toEqual([
      '일반 학점으로 반영되었습니다.',
      '이수구분 1전필 과목은 졸업요건 검사에서 일반 학점으로 분류됩니다.',
    ]);
  });
});

describe('upload filters', () => {
  test('an F grade is skipped and does not claim its 학수번호 (a passed retake counts)', () => {
    const result = audit({}, [
      course('HAFL0012', '1전선', 3, { grade: 'F', domain: '균형(인문)' }),
      course('HAFL0012', '1전선', 3, { grade: 'B0', year: '2022' }),
    ]);
    expect(result.ledger[0]).toMatchObject({
      counted: false,
      skip: {
        reason: 'FAILED_GRADE',
        message: 'F 학점을 받은 과목이라 이수 학점에 포함되지 않습니다.',
        duplicateOf: null,
      },
      creditSummaryField: null,
      subDomainOutcome: null,
    });
    expect(result.ledger[1]?.counted).toBe(true);
    expect(result.categories.MAJOR_OPTIONAL.courseIndexes).toEqual([1]);
    expect(result.overall.status.completed).toBe(3);
    // The failed course's 균형(인문) does not complete the item.
    expect(result.domains.BALANCE.status.completed).toBe(0);
  });

  test('an empty or missing grade counts (stored courses have none)', () => {
    const result = audit({}, [
      course('A', '1전선', 3, { grade: '' }),
      course('B', '1전선', 3, { grade: null }),
    ]);
    expect(result.ledger.every((entry) => entry.counted)).toBe(true);
  });

  test('a repeated 학수번호 is skipped; the first one is kept and named', () => {
    const result = audit({}, [
      course('HAEA0001', '1전선', 3, { name: '이산수학', year: '2022', semester: '1학기' }),
      course('HAEA0002', '1전선', 3),
      course('HAEA0001', '1전심', 4, {
        name: '이산수학',
        year: '2023',
        semester: '2학기',
        domain: '균형(인문)',
      }),
    ]);
    expect(result.ledger[2]).toMatchObject({
      counted: false,
      skip: {
        reason: 'DUPLICATE_NUMBER',
        duplicateOf: 0,
        message:
          '학수번호가 같은 과목이 먼저 반영되어 중복으로 제외되었습니다: 2022년 1학기 이산수학 (HAEA0001)',
      },
    });
    expect(result.overall.status.completed).toBe(6);
    expect(result.categories.MAJOR_ADVANCED.status.completed).toBe(0);
    expect(result.domains.BALANCE.status.completed).toBe(0);
  });

  test.each([-3, 1.5, Number.NaN])('credit %p is skipped as invalid', (credit) => {
    const result = audit({}, [course('A', '1전선', credit), course('A', '1전선', 3)]);
    expect(result.ledger[0]?.skip?.reason).toBe('INVALID_CREDIT');
    expect(result.ledger[1]?.counted).toBe(true);
    expect(result.overall.status.completed).toBe(3);
  });

  test('derived category and sub-domain are given for skipped courses too', () => {
    const result = audit({}, [course('A', '교선', 3, { grade: 'F', domain: '균형(예술)' })]);
    expect(result.ledger[0]).toMatchObject({
      category: 'CULTURE',
      categoryLabel: '교양',
      subDomain: 'BALANCE_ART',
      subDomainLabel: '균형(예술)',
      counted: false,
    });
  });
});

describe('졸업생 (no cohort)', () => {
  test('audits without crashing; sub-domains are never merged or required', () => {
    const result = audit({ cohortYear: null }, [
      course('A', '1전선', 3),
      course('B', '교선', 3, { domain: '균형(공학)' }),
    ]);
    expect(result.overall.status).toEqual({
      total: 130,
      completed: 6,
      required: 124,
      completion: 4,
    });
    expect(result.ledger[1]).toMatchObject({
      subDomain: 'BALANCE_ENGINEER',
      subDomainOutcome: 'NOT_IN_CURRICULUM',
      notes: [
        '교양 학점으로 반영되었습니다.',
        '2016학번 이전 교육과정에 없는 영역이라 교양 영역 요건에는 반영되지 않습니다.',
      ],
    });
  });
});

test('no courses: everything empty, nothing negative', () => {
  const result = audit({});
  expect(result.overall).toEqual({
    completed: false,
    status: { total: 130, completed: 0, required: 130, completion: 0 },
  });
  expect(result.credit).toMatchObject({
    completed: 0,
    major: 0,
    culture: 0,
    etc: 0,
    secondMajor: null,
  });
  expect(result.ledger).toEqual([]);
});

describe('a realistic 60-course student (2021 컴퓨터과학전공)', () => {
  const result = audit({ cohortYear: 2021 }, SIXTY_COURSE_STUDENT);

  test('credits: F and the repeated 이산수학 are skipped; completed exceeds the total', () => {
    // 1전심 13×3 = 39; 1전선 24×3 + 2 = 74; 교양 13×3 + 6×2 = 51; 일선 1 → 165.
    expect(result.credit).toEqual({
      total: 130,
      completed: 165,
      major: 113,
      secondMajor: null,
      culture: 51,
      etc: 1,
      required: 0,
      completion: 100,
      isDoubleMajor: false,
    });
    expect(result.categories.MAJOR_ADVANCED.status).toEqual({
      total: 15,
      completed: 39,
      required: 0,
      completion: 100,
    });
    expect(result.categories.MAJOR_OPTIONAL.status).toEqual({
      total: 45,
      completed: 74,
      required: 0,
      completion: 100,
    });
    expect(
      result.ledger
        .filter((entry) => !entry.counted)
        .map((entry) => [entry.index, entry.skip?.reason]),
    ).toEqual([
      [12, 'FAILED_GRADE'],
      [36, 'DUPLICATE_NUMBER'],
    ]);
    expect(result.ledger[36]?.skip?.duplicateOf).toBe(17);
  });

  test('domains: all basic items, 5 of 2 core, 5 of 3 balance (공학 course in the own field)', () => {
    expect(result.domains.BASIC.status).toEqual({
      total: 4,
      completed: 4,
      required: 0,
      completion: 100,
    });
    expect(result.domains.CORE.status).toEqual({
      total: 2,
      completed: 5,
      required: 0,
      completion: 100,
    });
    expect(result.domains.BALANCE.status).toEqual({
      total: 3,
      completed: 5,
      required: 0,
      completion: 100,
    });
    expect(result.ledger[22]?.subDomainOutcome).toBe('OWN_BALANCE_FIELD');
    expect(result.ledger[59]?.subDomainOutcome).toBeNull();
  });
});

test('deterministic and leaves its input untouched', () => {
  const frozen = <T>(value: T): T => {
    if (value !== null && typeof value === 'object') {
      Object.values(value).forEach(frozen);
      Object.freeze(value);
    }
    return value;
  };
  const input = frozen({
    member: member({ cohortYear: 2024, ...secondMajorIn(1) }),
    courses: structuredClone(SIXTY_COURSE_STUDENT),
    rules: structuredClone(rules),
  });
  const first = auditGraduation(input);
  expect(auditGraduation(input)).toEqual(first);
});
