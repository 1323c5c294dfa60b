import { createHash } from 'node:crypto';
import { parseRuleSet, RULE_TABLES, RuleSetError } from '../../audit';
import type { AppDatabase } from '../../db/database';
import { repointMemberCohorts } from '../../db/cohorts';
import {
  parseReferenceFiles,
  REFERENCE_COLUMNS,
  REFERENCE_FILES,
  type ReferenceData,
} from '../../db/reference-data';
import {
  IMPORTED_VERSION_NAME,
  REFERENCE_TABLES,
  writeReferenceTables,
  type ReferenceTableName,
} from '../../db/seed';
import {
  parseRuleFiles,
  replaceRuleRows,
  RULE_FILES,
  withFileName,
  type RuleRows,
} from '../../db/seed-rules';
import type { Semester } from '../../db/enums';
import { auditMemberRow } from '../courses/queries';
import { auditMemberRowWith } from '../courses/service';
import { readRuleSources } from '../graduation-rules/queries';
import { toCsv } from './csv';
import { DATA_FILE_NAMES, type FileSet } from './files';
import {
  insertImportAuditEntry,
  liveCoverage,
  liveRows,
  listImports,
  recordImportedVersion,
  RULE_TABLE_NAMES,
  type DataTableName,
} from './queries';

/** What an import would change in one table. */
export interface TableChange {
  table: DataTableName;
  file: string;
  added: number;
  changed: number;
  removed: number;
}

export interface ImportSummary {
  /** SHA-256 of the files, in DATA_FILE_NAMES order. */
  checksum: string;
  tables: TableChange[];
  cohortsAdded: number[];
  termsAdded: { year: number; semester: Semester }[];
  timetableYearsAdded: number[];
  /** Members whose graduation result differs with the new data. */
  membersWithChangedResults: number;
}

export type ImportOutcome =
  | { status: 'invalid'; errors: string[] }
  /** Nothing differs from what is live: nothing was written. */
  | { status: 'unchanged'; summary: ImportSummary }
  | { status: 'dry-run' | 'applied'; summary: ImportSummary };

/** Who imports: the command line, or an admin on the 기준 데이터 page. */
export type ImportActor =
  { source: 'CLI' } | { source: 'WEB'; member: { id: number; username: string; name: string } };

interface ParsedSet {
  reference: ReferenceData;
  rules: RuleRows;
  checksum: string;
}

/**
 * Checks a set of reference and rule files against each other and what is live, shows what
 * would change, and (unless `dryRun`) applies it in one transaction with an entry in the admin
 * audit log. An invalid set changes nothing; every error names the file, the 1-based data row
 * and the column. Every replica drops what it kept of the old data on the database's change
 * notifications (migrations/013).
 */
export async function importReferenceData(
  db: AppDatabase,
  files: FileSet,
  { dryRun, actor }: { dryRun: boolean; actor: ImportActor },
): Promise<ImportOutcome> {
  const parsed = parseSet(files);
  if ('errors' in parsed) return { status: 'invalid', errors: parsed.errors };
  const { reference, rules, checksum } = parsed;

  const live = await liveTables(db);
  const errors = referenceErrors(reference, rules, live);
  if (errors.length > 0) return { status: 'invalid', errors };
  const tables = diffTables(reference, rules, live);
  const coverage = coverageAdded(reference, live);
  if (tables.every((table) => table.added + table.changed + table.removed === 0)) {
    return {
      status: 'unchanged',
      summary: { checksum, tables, ...coverage, membersWithChangedResults: 0 },
    };
  }

  const summary: ImportSummary = { checksum, tables, ...coverage, membersWithChangedResults: 0 };
  try {
    await db.transaction().execute(async (trx) => {
      const before = await memberResults(trx);
      await writeReferenceTables(trx, reference);
      await replaceRuleRows(trx, rules);
      await repointMemberCohorts(trx);
      const after = await memberResults(trx);
      summary.membersWithChangedResults = [...after].filter(
        ([memberId, result]) => before.get(memberId) !== result,
      ).length;
      if (dryRun) throw new DryRunRollback();
      await recordImportedVersion(trx, checksum);
      await insertImportAuditEntry(trx, {
        source: actor.source,
        actor_member_id: actor.source === 'WEB' ? actor.member.id : null,
        actor_username: actor.source === 'WEB' ? actor.member.username : null,
        actor_name: actor.source === 'WEB' ? actor.member.name : null,
        detail: { ...summary },
      });
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return { status: 'dry-run', summary };
    if (error instanceof RuleSetError) {
      return { status: 'invalid', errors: [withFileName(error.message)] };
    }
    throw error;
  }
  return { status: 'applied', summary };
}

/** Thrown inside the transaction of a dry run, so that it rolls back after measuring. */
class DryRunRollback extends Error {}

function parseSet(files: FileSet): ParsedSet | { errors: string[] } {
  const errors = [...files.keys()]
    .filter((name) => !DATA_FILE_NAMES.includes(name))
    .map((name) => `${name}: not one of the data files (${DATA_FILE_NAMES.join(', ')})`);
  const reference = parseReferenceFiles(files);
  const rules = parseRuleFiles(files);
  if ('errors' in reference) errors.push(...reference.errors);
  if ('errors' in rules) errors.push(...rules.errors);
  if ('errors' in reference || 'errors' in rules || errors.length > 0) return { errors };
  try {
    // The rules against the new cohorts and curriculum, as the api will read them.
    parseRuleSet({
      curriculum: reference.data.curriculum,
      years: reference.data.years,
      ...rules.texts,
    });
  } catch (error) {
    if (!(error instanceof RuleSetError)) throw error;
    return { errors: [withFileName(error.message)] };
  }
  const hash = createHash('sha256');
  for (const name of DATA_FILE_NAMES)
    hash.update(name).update('\0').update(files.get(name)!).update('\0');
  return { reference: reference.data, rules: rules.rows, checksum: hash.digest('hex') };
}

type LiveTables = Record<DataTableName, Record<string, unknown>[]>;

const RULE_FILE_OF: Record<(typeof RULE_TABLE_NAMES)[keyof RuleRows], string> = {
  rule_requirements: RULE_FILES.requirements,
  rule_sub_domain_merges: RULE_FILES.subDomainMerges,
  rule_exemption_removals: RULE_FILES.exemptionRemovals,
  rule_own_balance_field_exclusions: RULE_FILES.ownBalanceFieldExclusions,
};

async function liveTables(db: AppDatabase): Promise<LiveTables> {
  const names: DataTableName[] = [
    ...REFERENCE_TABLES.map((table) => table.name),
    ...Object.values(RULE_TABLE_NAMES),
  ];
  const entries = await Promise.all(names.map(async (name) => [name, await liveRows(db, name)]));
  return Object.fromEntries(entries) as LiveTables;
}

/** The new rows of every table, by table name. */
function newTables(reference: ReferenceData, rules: RuleRows): LiveTables {
  const tables = {} as LiveTables;
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
function keyOf(table: DataTableName, row: Record<string, unknown>): string {
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

function diffTables(reference: ReferenceData, rules: RuleRows, live: LiveTables): TableChange[] {
  const next = newTables(reference, rules);
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

function fileOf(table: DataTableName): string {
  return table in REFERENCE_FILES
    ? REFERENCE_FILES[table as ReferenceTableName]
    : RULE_FILE_OF[table as keyof typeof RULE_FILE_OF];
}

/**
 * What the database would refuse, said in the files' terms: rows pointing at a cohort or
 * department the set lacks, and cohorts or departments that members belong to and the set
 * drops (they are never deleted: docs/adr/0031).
 */
function referenceErrors(reference: ReferenceData, rules: RuleRows, live: LiveTables): string[] {
  const errors: string[] = [];
  const yearIds = new Set(reference.years.map((row) => row.id));
  const departmentIds = new Set(reference.departments.map((row) => row.id));
  for (const [table, ids] of [
    ['years', yearIds],
    ['departments', departmentIds],
  ] as const) {
    for (const row of live[table]) {
      if (!ids.has(row.id as number)) {
        errors.push(
          `${REFERENCE_FILES[table]}: id ${String(row.id)} is live and cannot be removed`,
        );
      }
    }
  }
  reference.curriculum.forEach((row, index) => {
    if (!yearIds.has(row.year_id)) {
      errors.push(
        `${REFERENCE_FILES.curriculum} row ${index + 1}: column "year_id" ${row.year_id} is not in years.csv`,
      );
    }
  });
  reference.majors.forEach((row, index) => {
    if (!departmentIds.has(row.department_id)) {
      errors.push(
        `${REFERENCE_FILES.majors} row ${index + 1}: column "department_id" ${row.department_id} is not in departments.csv`,
      );
    }
  });
  rules.requirements.forEach((row, index) => {
    const id = row.second_department_id;
    if (id !== null && id !== undefined && !departmentIds.has(id)) {
      errors.push(
        `${RULE_FILES.requirements} row ${index + 1}: column "second_department_id" ${id} is not in departments.csv`,
      );
    }
  });
  return errors;
}

function coverageAdded(
  reference: ReferenceData,
  live: LiveTables,
): Pick<ImportSummary, 'cohortsAdded' | 'termsAdded' | 'timetableYearsAdded'> {
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

/** Every member's graduation result as text, to count whose result an import changes. */
async function memberResults(db: AppDatabase): Promise<Map<number, string>> {
  const ruleSet = parseRuleSet(await readRuleSources(db));
  const members = await db.selectFrom('members').select('id').orderBy('id').execute();
  const results = new Map<number, string>();
  for (const { id } of members) {
    const row = await auditMemberRow(db, id);
    if (row === undefined) continue;
    const { result } = auditMemberRowWith(row, ruleSet);
    results.set(id, JSON.stringify({ cohort: row.cohort, result }));
  }
  return results;
}

/** A rule file's header as the bundled files write it: the required columns, then the note. */
function ruleFileColumns(table: keyof typeof RULE_FILES): readonly string[] {
  const { columns, optionalColumns } = RULE_TABLES[table];
  return [...columns, ...optionalColumns];
}

/** The live data as the files it was imported from (same names, columns and formats). */
export async function exportReferenceData(db: AppDatabase): Promise<Map<string, string>> {
  const live = await liveTables(db);
  const files = new Map<string, string>();
  files.set(REFERENCE_FILES.years, toCsv(REFERENCE_COLUMNS.years, live.years));
  files.set(
    REFERENCE_FILES.departments,
    toCsv(
      REFERENCE_COLUMNS.departments,
      live.departments.map((row) => ({ ...row, sub_domain: row.balance_sub_domain })),
    ),
  );
  files.set(REFERENCE_FILES.terms, toCsv(REFERENCE_COLUMNS.terms, live.terms));
  files.set(REFERENCE_FILES.curriculum, toCsv(REFERENCE_COLUMNS.curriculum, live.curriculum));
  files.set(REFERENCE_FILES.cultures, toCsv(REFERENCE_COLUMNS.cultures, live.cultures));
  // A department's rows in curriculum order: the import numbers positions by file order.
  const majors = [...live.majors].sort(
    (a, b) =>
      (a.department_id as number) - (b.department_id as number) ||
      (a.position as number) - (b.position as number),
  );
  files.set(REFERENCE_FILES.majors, toCsv(REFERENCE_COLUMNS.majors, majors));
  // Timetable rows have no id column: their id is the data row number, kept by id order.
  files.set(REFERENCE_FILES.offerings, toCsv(REFERENCE_COLUMNS.offerings, live.offerings));
  files.set(
    REFERENCE_FILES.subject_catalog,
    toCsv(
      REFERENCE_COLUMNS.subject_catalog,
      live.subject_catalog.map((row) => ({ ...row, legacy_id: row.id })),
    ),
  );
  for (const rule of Object.keys(RULE_TABLE_NAMES) as (keyof typeof RULE_TABLE_NAMES)[]) {
    files.set(RULE_FILES[rule], toCsv(ruleFileColumns(rule), live[RULE_TABLE_NAMES[rule]]));
  }
  return files;
}

/** What is live, for the 기준 데이터 page: coverage, where it came from, the recent imports. */
export async function referenceDataStatus(db: AppDatabase) {
  const [coverage, imports] = await Promise.all([liveCoverage(db), listImports(db, 20)]);
  const imported = coverage.versions.find((version) => version.name === IMPORTED_VERSION_NAME);
  const seeded = coverage.versions.find((version) => version.name === 'reference-csv');
  return {
    cohorts: coverage.cohorts,
    terms: coverage.terms,
    timetableYears: coverage.timetableYears,
    source: imported !== undefined ? ('IMPORT' as const) : ('BUNDLED' as const),
    updatedAt: (imported ?? seeded)?.seeded_at ?? null,
    imports,
  };
}
