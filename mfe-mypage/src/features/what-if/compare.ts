// Current and hypothetical results side by side: which requirement rows to show and the
// sentences that name what changes. Pure, so the page only renders.
import type { Category, WhatIf } from '@smunity/api-contract';
import { CATEGORY_LABEL, DOMAIN_LABEL, DOMAINS } from '@smunity/api-contract';
import type { Profile } from './api/whatIfApi';

export interface Figure {
  label: string;
  total: number;
  completed: number;
}

export interface ComparisonRow {
  key: string;
  unit: '학점' | '영역';
  /** null when the requirement does not exist for that profile (e.g. 다전공 of a single major). */
  current: Figure | null;
  hypothetical: Figure | null;
  changed: boolean;
}

/**
 * The single major's 전공선택 and the double major's 1전공 are the same row (the member's own
 * major), so adding a 다전공 reads "전공선택 기준이 60 → 36학점".
 */
const ROW_OF_CATEGORY: Readonly<Record<Category, string>> = {
  MAJOR_ADVANCED: 'MAJOR_ADVANCED',
  MAJOR_OPTIONAL: 'MAJOR',
  FIRST_MAJOR: 'MAJOR',
  SECOND_MAJOR: 'SECOND_MAJOR',
  CULTURE: 'CULTURE',
  ETC: 'ETC',
};
const CATEGORY_ROWS = ['MAJOR_ADVANCED', 'MAJOR', 'SECOND_MAJOR', 'CULTURE', 'ETC'] as const;

function categoryFigures(result: WhatIf): Map<string, Figure> {
  const figures = new Map<string, Figure>();
  for (const [category, categoryResult] of Object.entries(result.categories) as [
    Category,
    WhatIf['categories'][Category],
  ][]) {
    if (categoryResult === undefined || categoryResult.status.total === 0) continue;
    figures.set(ROW_OF_CATEGORY[category], {
      label: CATEGORY_LABEL[category],
      total: categoryResult.status.total,
      completed: categoryResult.status.completed,
    });
  }
  return figures;
}

function differs(a: Figure | null, b: Figure | null): boolean {
  if (a === null || b === null) return a !== b;
  return a.total !== b.total || a.completed !== b.completed;
}

export function compareResults(current: WhatIf, hypothetical: WhatIf): ComparisonRow[] {
  const rows: ComparisonRow[] = [];
  const add = (key: string, unit: ComparisonRow['unit'], a: Figure | null, b: Figure | null) => {
    if (a === null && b === null) return;
    rows.push({ key, unit, current: a, hypothetical: b, changed: differs(a, b) });
  };
  const total = (result: WhatIf): Figure => ({
    label: '졸업 학점',
    total: result.credit.total,
    completed: result.credit.completed,
  });
  add('TOTAL', '학점', total(current), total(hypothetical));
  const currentCategories = categoryFigures(current);
  const hypotheticalCategories = categoryFigures(hypothetical);
  for (const key of CATEGORY_ROWS) {
    add(key, '학점', currentCategories.get(key) ?? null, hypotheticalCategories.get(key) ?? null);
  }
  for (const domain of DOMAINS) {
    const figure = (result: WhatIf): Figure | null => {
      const { status } = result.cultures[domain];
      return status.total === 0
        ? null
        : { label: DOMAIN_LABEL[domain], total: status.total, completed: status.completed };
    };
    add(domain, '영역', figure(current), figure(hypothetical));
  }
  return rows;
}

/** "다전공을 추가하면", "학과를 바꾸면", … */
export function changePhrase(current: Profile, hypothetical: Profile): string {
  const departmentChanged = current.departmentId !== hypothetical.departmentId;
  const secondChanged = current.secondDepartmentId !== hypothetical.secondDepartmentId;
  if (departmentChanged && secondChanged) return '학과와 다전공을 바꾸면';
  if (departmentChanged) return '학과를 바꾸면';
  if (current.secondDepartmentId === null) return '다전공을 추가하면';
  if (hypothetical.secondDepartmentId === null) return '다전공을 빼면';
  return '다전공을 바꾸면';
}

/** One sentence per changed row: "다전공을 추가하면 전공선택 기준이 60 → 36학점". */
export function differenceSentences(rows: readonly ComparisonRow[], phrase: string): string[] {
  return rows
    .filter((row) => row.changed)
    .map(({ current, hypothetical, unit }) => {
      if (current === null && hypothetical !== null) {
        return `${phrase} ${hypothetical.label} ${hypothetical.total}${unit}이 새로 필요합니다`;
      }
      if (current !== null && hypothetical === null) {
        return `${phrase} ${current.label} 기준이 없어집니다 (지금 ${current.total}${unit})`;
      }
      const a = current as Figure;
      const b = hypothetical as Figure;
      if (a.total !== b.total) return `${phrase} ${a.label} 기준이 ${a.total} → ${b.total}${unit}`;
      return `${phrase} ${a.label}에 인정되는 이수가 ${a.completed} → ${b.completed}${unit}`;
    });
}
