/** Korean explanations shown to students in the course ledger and the domain boxes. */
import type { Category, Exemption, SubDomain } from './enums';
import {
  CATEGORIES,
  CATEGORY_LABEL,
  DOMAIN_LABEL,
  EXEMPTION_LABEL,
  SUB_DOMAINS,
  SUB_DOMAIN_DOMAIN,
  SUB_DOMAIN_LABEL,
  recordOf,
} from './enums';
import type { PortalCourse } from './types';

/** "2017학번"; 졸업생 have no cohort value because they entered before 2017. */
function cohortName(cohort: number | null): string {
  return cohort === null ? '2016학번 이전' : `${cohort}학번`;
}

// The per-course sentences are built once: an audit would otherwise allocate them per course.
const COUNTED_IN_CATEGORY = recordOf(
  CATEGORIES,
  (category) => `${CATEGORY_LABEL[category]} 학점으로 반영되었습니다.`,
);
const REQUIRED_ITEM = recordOf(
  SUB_DOMAINS,
  (subDomain) =>
    `${DOMAIN_LABEL[SUB_DOMAIN_DOMAIN[subDomain]]} ${SUB_DOMAIN_LABEL[subDomain]} 영역 이수로 반영되었습니다.`,
);

export const auditMessages = {
  failedGrade: (): string => 'F 학점을 받은 과목이라 이수 학점에 포함되지 않습니다.',

  invalidCredit: (credit: number): string =>
    `학점(${credit})이 0 이상의 정수가 아니어서 반영하지 않았습니다.`,

  duplicateNumber: (kept: PortalCourse): string =>
    `학수번호가 같은 과목이 먼저 반영되어 중복으로 제외되었습니다: ${kept.year}년 ${kept.semester} ${kept.name} (${kept.number})`,

  countedInCategory: (category: Category): string => COUNTED_IN_CATEGORY[category],

  secondMajorTypeWithoutSecondMajor: (): string =>
    '다전공이 없어 2전심·2전선 과목은 일반 학점으로 분류됩니다.',

  otherTypeIsEtc: (type: string): string =>
    `이수구분 ${type} 과목은 졸업요건 검사에서 일반 학점으로 분류됩니다.`,

  teachingCourseOfDoubleMajor: (): string =>
    '다전공 학생의 1교직 과목은 전공선택으로 분류되어 1전공·다전공 학점에는 들어가지 않고 총 이수 학점에만 반영됩니다.',

  subDomainMerged: (from: SubDomain, into: SubDomain, cohort: number | null): string =>
    `${cohortName(cohort)} 교육과정에서는 ${SUB_DOMAIN_LABEL[from]} 영역을 ${SUB_DOMAIN_LABEL[into]} 영역으로 판정합니다.`,

  requiredItem: (subDomain: SubDomain): string => REQUIRED_ITEM[subDomain],

  ownBalanceField: (): string => '소속 학과의 균형 영역이라 균형교양 요건에서 제외된 영역입니다.',

  exempted: (exemption: Exemption): string =>
    `${EXEMPTION_LABEL[exemption]} 이수 면제로 요건에서 제외된 영역입니다.`,

  notInCurriculum: (cohort: number | null): string =>
    `${cohortName(cohort)} 교육과정에 없는 영역이라 교양 영역 요건에는 반영되지 않습니다.`,

  cultureWithoutSubDomain: (): string =>
    '교양영역이 지정되지 않은 과목이라 교양 영역 요건에는 반영되지 않습니다.',
} as const;
