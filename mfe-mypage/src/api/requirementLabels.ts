// The api's requirement codes as the pages name them (box titles, table rows). Shared by the
// result, what-if and plan pages.
import type { Category, Domain } from 'api-contract';

export const CATEGORY_LABEL: Readonly<Record<Category, string>> = {
  MAJOR_ADVANCED: '전공심화',
  MAJOR_OPTIONAL: '전공선택',
  FIRST_MAJOR: '1전공',
  SECOND_MAJOR: '다전공',
  CULTURE: '교양',
  ETC: '일반',
};

export const DOMAIN_LABEL: Readonly<Record<Domain, string>> = {
  BASIC: '기초교양',
  CORE: '상명핵심역량교양',
  BALANCE: '균형교양',
};

export const DOMAINS: readonly Domain[] = ['BASIC', 'CORE', 'BALANCE'];
