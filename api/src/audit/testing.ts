/**
 * Test and benchmark support (reads files, so never imported by the engine): the real rule
 * data, members of real departments and a realistic 60-course student.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RuleSources } from './parse-rules';
import { parseRuleSet } from './parse-rules';
import type { RuleSet } from './rule-set';
import type { AuditDepartment, AuditMember, PortalCourse } from './types';

const API_DIR = path.resolve(__dirname, '..', '..');
export const RULES_DIR = path.join(API_DIR, 'data', 'rules');
/** The reference CSVs copied into the api, or the shared originals while they are not yet. */
export const REFERENCE_DIR = findReferenceDir([
  path.join(API_DIR, 'data', 'reference'),
  '/work/shared/smunity-data',
]);

function findReferenceDir(candidates: readonly string[]): string {
  const found = candidates.find((dir) => existsSync(path.join(dir, 'curriculum.csv')));
  if (found === undefined) throw new Error(`No curriculum.csv in ${candidates.join(' or ')}`);
  return found;
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

export function loadRuleSources(): RuleSources {
  return {
    requirements: read(RULES_DIR, 'requirements.csv'),
    subDomainMerges: read(RULES_DIR, 'sub_domain_merges.csv'),
    exemptionRemovals: read(RULES_DIR, 'exemption_removals.csv'),
    ownBalanceFieldExclusions: read(RULES_DIR, 'own_balance_field_exclusions.csv'),
    curriculum: read(REFERENCE_DIR, 'curriculum.csv'),
    years: read(REFERENCE_DIR, 'years.csv'),
  };
}

export function loadRuleSet(): RuleSet {
  return parseRuleSet(loadRuleSources());
}

/** Departments of departments.csv (id, has_advanced, own balance field). */
export const DEPARTMENTS = {
  computerScience: { id: 1, hasAdvanced: true, balanceSubDomain: 'BALANCE_ENGINEER' },
  electricalEngineering: { id: 2, hasAdvanced: true, balanceSubDomain: 'BALANCE_NATURAL' },
  historyContents: { id: 14, hasAdvanced: true, balanceSubDomain: 'BALANCE_HUMANITIES' },
  business: { id: 26, hasAdvanced: true, balanceSubDomain: 'BALANCE_SOCIAL' },
  convergenceManagement: { id: 28, hasAdvanced: false, balanceSubDomain: 'BALANCE_SOCIAL' },
} as const satisfies Record<string, AuditDepartment>;

export function member(overrides: Partial<AuditMember> = {}): AuditMember {
  return {
    cohortYear: 2021,
    department: DEPARTMENTS.computerScience,
    secondDepartment: null,
    exemption: null,
    ...overrides,
  };
}

/** A course with defaults for the fields a test does not care about. */
export function course(
  number: string,
  type: string,
  credit: number,
  overrides: Partial<PortalCourse> = {},
): PortalCourse {
  return {
    year: '2021',
    semester: '1학기',
    number,
    name: `과목 ${number}`,
    type,
    domain: '*',
    credit,
    grade: 'A+',
    ...overrides,
  };
}

type Row = [string, string, string, string, string, string, number, string];
const row = ([year, semester, number, name, type, domain, credit, grade]: Row): PortalCourse => ({
  year,
  semester,
  number,
  name,
  type,
  domain,
  credit,
  grade,
});

/**
 * A 2021 컴퓨터과학전공 student's 60 portal rows: one F (C프로그래밍1, retaken later), one
 * repeated 학수번호 (이산수학), one 일선 course, one 교선 course without 교양영역, and a
 * 균형(공학) course (the department's own field).
 */
export const SIXTY_COURSE_STUDENT: readonly PortalCourse[] = (
  [
    ['2021', '1학기', 'HALR1032', '사고와표현', '교필', '사고와표현', 3, 'A+'],
    ['2021', '1학기', 'HALR1050', 'EnglishforAcademicPurposes', '교필', '기초영어', 3, 'A0'],
    [
      '2021',
      '1학기',
      'HALR1238',
      '컴퓨팅사고와데이터의이해',
      '교필',
      '컴퓨팅사고와데이터의이해',
      2,
      'B+',
    ],
    ['2021', '1학기', 'HASW0001', 'SW융합개론', '1전선', '*', 3, 'A+'],
    ['2021', '1학기', 'HAEA9225', '파이썬프로그래밍', '1전선', '*', 3, 'A0'],
    ['2021', '1학기', 'HAEA9237', '컴퓨터수학', '1전선', '*', 3, 'B0'],
    ['2021', '1학기', 'HAEA9253', '전공체험(컴퓨터과학전공)', '1전선', '*', 2, 'P'],
    ['2021', '1학기', 'HALF9427', '상상속의아이디어', '교선', '창의적문제해결역량', 2, 'A+'],
    ['2021', '2학기', 'HALR1239', '알고리즘과게임콘텐츠', '교필', '알고리즘과게임콘텐츠', 2, 'A0'],
    ['2021', '2학기', 'HASW0002', 'SW영어1', '1전선', '*', 3, 'B+'],
    ['2021', '2학기', 'HAEA0032', '선형대수학1', '1전선', '*', 3, 'C+'],
    ['2021', '2학기', 'HAEA9226', '통계적분석', '1전선', '*', 3, 'B0'],
    ['2021', '2학기', 'HAFL0012', 'C프로그래밍1', '1전선', '*', 3, 'F'],
    ['2021', '2학기', 'HALR1038', '상명정신과윤리적삶', '교필', '윤리실천역량', 2, 'A0'],
    ['2021', '2학기', 'HALF0102', '인간과언어', '교선', '균형(인문)', 3, 'B+'],
    ['2021', '2학기', 'HALF9030', '법과민주주의', '교선', '균형(사회)', 3, 'A0'],
    ['2022', '1학기', 'HAFL0012', 'C프로그래밍1', '1전선', '*', 3, 'A0'],
    ['2022', '1학기', 'HAEA0001', '이산수학', '1전선', '*', 3, 'C0'],
    ['2022', '1학기', 'HAEA0017', '인공지능', '1전선', '*', 3, 'A+'],
    ['2022', '1학기', 'HAEA0027', '논리회로', '1전선', '*', 3, 'B+'],
    ['2022', '1학기', 'HAEA9241', '자료구조', '1전선', '*', 3, 'A0'],
    ['2022', '1학기', 'HALF0601', '미와예술의이해', '교선', '균형(예술)', 3, 'A0'],
    ['2022', '1학기', 'HALF9319', '창의적프로그래밍입문', '교선', '균형(공학)', 3, 'A+'],
    ['2022', '1학기', 'HAIL0001', '진로탐색과취업전략', '일선', '*', 1, 'P'],
    ['2022', '2학기', 'HAEA0002', '컴퓨터구조', '1전선', '*', 3, 'B+'],
    ['2022', '2학기', 'HAEA0003', '시스템소프트웨어', '1전선', '*', 3, 'B0'],
    ['2022', '2학기', 'HAEA0010', '알고리즘', '1전선', '*', 3, 'A0'],
    ['2022', '2학기', 'HAEA9227', '정보보호', '1전선', '*', 3, 'A+'],
    ['2022', '2학기', 'HAEZ0002', '객체지향프로그래밍', '1전선', '*', 3, 'A0'],
    [
      '2022',
      '2학기',
      'HALF9429',
      'K-Culture를통해보는예술의산업가치',
      '교선',
      '융복합역량',
      3,
      'B+',
    ],
    ['2022', '2학기', 'HALF9015', '철학으로읽는사회와문화', '교선', '균형(브리지)', 3, 'A0'],
    ['2023', '1학기', 'HAEA0004', '컴퓨터네트워크', '1전선', '*', 3, 'B+'],
    ['2023', '1학기', 'HAEA0005', '디지털신호처리', '1전심', '*', 3, 'B0'],
    ['2023', '1학기', 'HAEA0008', '소프트웨어공학', '1전심', '*', 3, 'A0'],
    ['2023', '1학기', 'HAEZ0003', '운영체제', '1전심', '*', 3, 'A+'],
    ['2023', '1학기', 'HAEA9229', '심층학습', '1전선', '*', 3, 'A0'],
    ['2023', '1학기', 'HAEA0001', '이산수학', '1전선', '*', 3, 'A+'],
    ['2023', '1학기', 'HALF9433', '다른곳의세계와나', '교선', '다양성존중역량', 2, 'A0'],
    ['2023', '2학기', 'HAEA0011', '프로그래밍언어론', '1전심', '*', 3, 'B+'],
    ['2023', '2학기', 'HAEA0014', '유닉스프로그래밍', '1전심', '*', 3, 'A0'],
    ['2023', '2학기', 'HAEA9213', '분산시스템', '1전심', '*', 3, 'B0'],
    ['2023', '2학기', 'HAEA9228', '고급객체지향프로그래밍', '1전선', '*', 3, 'A0'],
    ['2023', '2학기', 'HAEZ0004', '데이터베이스', '1전선', '*', 3, 'A+'],
    ['2023', '2학기', 'HALF4033', '경제학의이해', '교선', '균형(사회)', 3, 'B+'],
    ['2024', '1학기', 'HAEA0020', '캡스톤디자인1', '1전선', '*', 3, 'A+'],
    ['2024', '1학기', 'HAEA9247', '컴퓨터비전', '1전심', '*', 3, 'A0'],
    ['2024', '1학기', 'HAGH0030', '네트워크보안', '1전심', '*', 3, 'B+'],
    ['2024', '1학기', 'HAEA9256', '클라우드프로그래밍', '1전선', '*', 3, 'A0'],
    ['2024', '1학기', 'HALF9432', '융합창의수학', '교선', '융복합역량', 2, 'B0'],
    ['2024', '1학기', 'HALF9252', '물리현상의이해', '교선', '균형(자연)', 3, 'C+'],
    ['2024', '2학기', 'HAEA0026', '캡스톤디자인2', '1전선', '*', 3, 'A+'],
    ['2024', '2학기', 'HAEA9245', '고급알고리즘', '1전심', '*', 3, 'B+'],
    ['2024', '2학기', 'HAEA9231', '클라우드플랫폼', '1전선', '*', 3, 'A0'],
    ['2024', '2학기', 'HAEA9251', '암호학', '1전심', '*', 3, 'B0'],
    [
      '2024',
      '2학기',
      'HALF9398',
      '이미지시대의테크놀로지와예술',
      '교선',
      '전문지식탐구역량',
      3,
      'A0',
    ],
    ['2024', '2학기', 'HALF0447', '인구와사회', '교선', '균형(사회)', 3, 'A+'],
    ['2025', '1학기', 'HAEA9246', '사물인터넷프로그래밍', '1전심', '*', 3, 'A0'],
    ['2025', '1학기', 'HAEA9250', '영상처리', '1전심', '*', 3, 'B+'],
    ['2025', '1학기', 'HAEA9239', 'GPU프로그래밍', '1전심', '*', 3, 'A0'],
    ['2025', '1학기', 'HALF9326', '창의적사고의프레임워크', '교선', '*', 3, 'A+'],
  ] satisfies Row[]
).map(row);
