// The reference data page's texts (ReferenceDataPage and its sections): its ids, and the labels and
// lists its sections and its import log share.
import type { ReferenceDataImportResult, ReferenceDataStatus } from '@smunity/api-contract';
import type { IntlShape } from 'react-intl';
import { formatNumber } from '@smunity/shared-ui';

type Term = ReferenceDataStatus['terms'][number];
type Summary = ReferenceDataImportResult['summary'];

/** The texts of this page: `qna.admin.referenceData.<id>`. */
export const textIn =
  (intl: IntlShape) =>
  (id: string, values?: Record<string, string>): string =>
    intl.formatMessage({ id: `qna.admin.referenceData.${id}` }, values);

/** "2025년 2학기". */
export const termLabel = (term: Term, intl: IntlShape) =>
  textIn(intl)(`term.${term.semester}`, { year: String(term.year) });
/** "2026학번". */
export const cohortLabel = (year: number, intl: IntlShape) =>
  textIn(intl)('cohort', { year: String(year) });
export const listOr = (items: readonly (string | number)[], none: string) =>
  items.length === 0 ? none : items.join(', ');
/** "2017–2024, 2026": consecutive years as a range, every gap shown. */
export function yearRanges(years: readonly number[]): string {
  const runs: [number, number][] = [];
  for (const year of [...years].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last !== undefined && year === last[1] + 1) last[1] = year;
    else runs.push([year, year]);
  }
  return runs.map(([from, to]) => (from === to ? `${from}` : `${from}–${to}`)).join(', ');
}

/**
 * What an import changed, as its log line says it: the files with rows added/changed/removed,
 * then the cohorts, terms and timetable years added, then whose results changed.
 */
export function importSummaryText(summary: Partial<Summary>, intl: IntlShape): string {
  const text = textIn(intl);
  const files = (summary.tables ?? [])
    .filter((table) => table.added + table.changed + table.removed > 0)
    .map((table) =>
      text('log.file', {
        file: table.file,
        added: formatNumber(table.added),
        changed: formatNumber(table.changed),
        removed: formatNumber(table.removed),
      }),
    );
  const parts = [
    files.length === 0 ? text('log.noFiles') : text('log.files', { files: files.join(', ') }),
    ...(summary.cohortsAdded?.length
      ? [
          text('log.cohorts', {
            cohorts: summary.cohortsAdded.map((year) => cohortLabel(year, intl)).join(', '),
          }),
        ]
      : []),
    ...(summary.termsAdded?.length
      ? [
          text('log.terms', {
            terms: summary.termsAdded.map((term) => termLabel(term, intl)).join(', '),
          }),
        ]
      : []),
    ...(summary.timetableYearsAdded?.length
      ? [text('log.timetableYears', { years: summary.timetableYearsAdded.join(', ') })]
      : []),
    text('log.members', { count: formatNumber(summary.membersWithChangedResults ?? 0) }),
  ];
  return parts.join(' · ');
}
