import type { CandidateCourse } from './types';

/**
 * Free slots: credits any course of the kind fills (the recommendations are exhausted, or the
 * requirement is credits without a list, like 일반 and the overall total). Their numbers are
 * not 학수번호 (a real one has 4 letters and 4 digits), so they never collide with one.
 */
export const PLACEHOLDER_KINDS = ['CULTURE', 'ETC', 'TOTAL'] as const;
export type PlaceholderKind = (typeof PLACEHOLDER_KINDS)[number];

const PLACEHOLDER = {
  CULTURE: { prefix: 'FREE-CULTURE', name: '교양선택 (원하는 교양 과목)', type: '교선' },
  ETC: { prefix: 'FREE-ETC', name: '일반선택 (원하는 과목)', type: '일선' },
  TOTAL: { prefix: 'FREE', name: '자유선택 (원하는 과목)', type: '일선' },
} as const satisfies Record<PlaceholderKind, { prefix: string; name: string; type: string }>;

export function placeholderCourse(
  kind: PlaceholderKind,
  ordinal: number,
  credit: number,
): CandidateCourse {
  const { prefix, name, type } = PLACEHOLDER[kind];
  return {
    number: `${prefix}-${ordinal}`,
    name,
    credit,
    type,
    domain: '*',
    grade: null,
    curriculumSemesters: [],
    usual: '매학기',
  };
}

export function isPlaceholderNumber(number: string): boolean {
  return number.startsWith('FREE-');
}
