// Current and hypothetical results side by side: which requirement rows to show and the
// sentences that name what changes. Pure, so the page only renders.
import type { IntlShape } from 'react-intl';
import type { Category, WhatIf } from '@smunity/api-contract';
import { DOMAINS } from '@smunity/api-contract';
import { amountLabel, type AmountUnit } from '../../components/amount';
import { categoryLabel, domainLabel } from '../../components/requirement/labels';
import type { Profile } from './api/whatIfApi';

export interface Figure {
  label: string;
  total: number;
  completed: number;
}

export interface ComparisonRow {
  key: string;
  unit: AmountUnit;
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

function categoryFigures(intl: IntlShape, result: WhatIf): Map<string, Figure> {
  const figures = new Map<string, Figure>();
  for (const [category, categoryResult] of Object.entries(result.categories) as [
    Category,
    WhatIf['categories'][Category],
  ][]) {
    if (categoryResult === undefined || categoryResult.status.total === 0) continue;
    figures.set(ROW_OF_CATEGORY[category], {
      label: categoryLabel(intl, category),
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

export function compareResults(
  intl: IntlShape,
  current: WhatIf,
  hypothetical: WhatIf,
): ComparisonRow[] {
  const rows: ComparisonRow[] = [];
  const add = (key: string, unit: ComparisonRow['unit'], a: Figure | null, b: Figure | null) => {
    if (a === null && b === null) return;
    rows.push({ key, unit, current: a, hypothetical: b, changed: differs(a, b) });
  };
  const total = (result: WhatIf): Figure => ({
    label: intl.formatMessage({ id: 'mypage.whatIf.totalCredits' }),
    total: result.credit.total,
    completed: result.credit.completed,
  });
  add('TOTAL', 'credits', total(current), total(hypothetical));
  const currentCategories = categoryFigures(intl, current);
  const hypotheticalCategories = categoryFigures(intl, hypothetical);
  for (const key of CATEGORY_ROWS) {
    add(
      key,
      'credits',
      currentCategories.get(key) ?? null,
      hypotheticalCategories.get(key) ?? null,
    );
  }
  for (const domain of DOMAINS) {
    const figure = (result: WhatIf): Figure | null => {
      const { status } = result.cultures[domain];
      return status.total === 0
        ? null
        : { label: domainLabel(intl, domain), total: status.total, completed: status.completed };
    };
    add(domain, 'areas', figure(current), figure(hypothetical));
  }
  return rows;
}

/** "다전공을 추가하면", "학과를 바꾸면", … */
export function changePhrase(intl: IntlShape, current: Profile, hypothetical: Profile): string {
  return intl.formatMessage({ id: `mypage.whatIf.change.${changeOf(current, hypothetical)}` });
}

function changeOf(current: Profile, hypothetical: Profile): string {
  const departmentChanged = current.departmentId !== hypothetical.departmentId;
  const secondChanged = current.secondDepartmentId !== hypothetical.secondDepartmentId;
  if (departmentChanged && secondChanged) return 'both';
  if (departmentChanged) return 'department';
  if (current.secondDepartmentId === null) return 'addSecond';
  if (hypothetical.secondDepartmentId === null) return 'removeSecond';
  return 'changeSecond';
}

/** One sentence per changed row: "다전공을 추가하면 전공선택 기준이 60 → 36학점". */
export function differenceSentences(
  intl: IntlShape,
  rows: readonly ComparisonRow[],
  phrase: string,
): string[] {
  const sentence = (id: string, values: Record<string, string>) =>
    intl.formatMessage({ id: `mypage.whatIf.difference.${id}` }, { phrase, ...values });
  return rows
    .filter((row) => row.changed)
    .map(({ current, hypothetical, unit }) => {
      const amount = (count: number) => amountLabel(intl, count, unit);
      if (current === null && hypothetical !== null) {
        return sentence('added', {
          label: hypothetical.label,
          amount: amount(hypothetical.total),
        });
      }
      if (current !== null && hypothetical === null) {
        return sentence('removed', { label: current.label, amount: amount(current.total) });
      }
      const a = current as Figure;
      const b = hypothetical as Figure;
      if (a.total !== b.total) {
        return sentence('total', { label: a.label, from: String(a.total), to: amount(b.total) });
      }
      return sentence('completed', {
        label: a.label,
        from: String(a.completed),
        to: amount(b.completed),
      });
    });
}
