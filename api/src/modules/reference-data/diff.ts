import type { AppDatabase } from '../../db/database';
import { REFERENCE_FILES, type ReferenceData } from '../../db/reference-data';
import { REFERENCE_TABLES, type ReferenceTableName } from '../../db/seed';
import { RULE_FILES, type RuleRows } from '../../db/seed-rules';
import type { Semester } from '../../db/enums';
import { liveRows, RULE_TABLE_NAMES, type DataTableName } from './queries';

/** What an import would change in one table. */
export interface TableChange {
  table: DataTableName;
  file: string;
  added: number;
  changed: number;
  removed: number;
}

/** Cohorts, terms and timetable years a set brings that are not live yet. */
export interface CoverageAdded {
  cohortsAdded: number[];
  termsAdded: { year: number; semester: Semester }[];
  timetableYearsAdded: number[];
}

/** The rows of every reference and rule table, by table name. */
export type TableRows = Record<DataTableName, Record<string, unknown>[]>;

const RULE_FILE_OF: Record<(typeof RULE_TABLE_NAMES)[keyof RuleRows], string> = {
  rule_requirements: RULE_FILES.requirements,
  rule_sub_domain_merges: RULE_FILES.subDomainMerges,
  rule_exemption_removals: RULE_FILES.exemptionRemovals,
  rule_own_balance_field_exclusions: RULE_FILES.ownBalanceFieldExclusions,
};

/** Every reference and rule table as it is live. */
export async function liveTables(db: AppDatabase): Promise<TableRows> {
  const names: DataTableName[] = [
    ...REFERENCE_TABLES.map((table) => table.name),
    ...Object.values(RULE_TABLE_NAMES),
  ];
  const entries = await Promise.all(names.map(async (name) => [name, await liveRows(db, name)]));
  return Object.fromEntries(entries) as TableRows;
}

/** The new rows of every table, by table name, in file order. */
export function newTables(reference: ReferenceData, rules: RuleRows): TableRows {
  const tables = {} as TableRows;
  for (const { name } of REFERENCE_TABLES) {
    tables[name] = reference[name] as unknown as Record<string, unknown>[];
  }
  for (const [name, table] of Object.entries(RULE_TABLE_NAMES) as [
    keyof RuleRows,
    DataTableName,
  ][]) {
    // Rule rows without a rank are numbered by their data row (seed-rules.ts).
    tables[table] = rules[name] as unknown as Record<string, unknown>[];
  }
  return tables;
}

/** How rows are matched between the live table and the file: id, rank, or the timetable's key. */
export function keyOf(table: DataTableName, row: Record<string, unknown>): string {
  if (table === 'rule_requirements') return String(row.rank);
  if (table === 'offerings') return `${row.year}/${row.term_code}/${row.number}`;
  return String(row.id);
}

function sameRow(live: Record<string, unknown>, next: Record<string, unknown>): boolean {
  return Object.entries(next).every(([column, value]) => {
    if (column === 'id') return true;
    const current = live[column] ?? null;
    return typeof value === 'number' ? Number(current) === value : current === (value ?? null);
  });
}

/** Rows added, changed and removed per table, the new rows against the live ones. */
export function diffTables(next: TableRows, live: TableRows): TableChange[] {
  return (Object.keys(next) as DataTableName[]).map((table) => {
    const liveByKey = new Map(live[table].map((row) => [keyOf(table, row), row]));
    let added = 0;
    let changed = 0;
    for (const row of next[table]) {
      const current = liveByKey.get(keyOf(table, row));
      if (current === undefined) added += 1;
      else if (!sameRow(current, row)) changed += 1;
      liveByKey.delete(keyOf(table, row));
    }
    return { table, file: fileOf(table), added, changed, removed: liveByKey.size };
  });
}

/** The data file a table is imported from. */
export function fileOf(table: DataTableName): string {
  return table in REFERENCE_FILES
    ? REFERENCE_FILES[table as ReferenceTableName]
    : RULE_FILE_OF[table as keyof typeof RULE_FILE_OF];
}

export function coverageAdded(reference: ReferenceData, live: TableRows): CoverageAdded {
  const liveCohorts = new Set(live.years.map((row) => row.value));
  const liveTerms = new Set(live.terms.map((row) => `${String(row.year)}/${String(row.semester)}`));
  const liveTimetableYears = new Set(live.offerings.map((row) => row.year));
  return {
    cohortsAdded: reference.years
      .flatMap((row) => (row.value === null || row.value === undefined ? [] : [row.value]))
      .filter((value) => !liveCohorts.has(value)),
    termsAdded: reference.terms
      .filter((row) => !liveTerms.has(`${row.year}/${row.semester}`))
      .map((row) => ({ year: row.year, semester: row.semester })),
    timetableYearsAdded: [...new Set(reference.offerings.map((row) => row.year))].filter(
      (year) => !liveTimetableYears.has(year),
    ),
  };
}
