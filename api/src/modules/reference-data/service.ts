import { RULE_TABLES } from '../../audit';
import type { AppDatabase } from '../../db/database';
import { REFERENCE_COLUMNS, REFERENCE_FILES } from '../../db/reference-data';
import { IMPORTED_VERSION_NAME } from '../../db/seed';
import { RULE_FILES } from '../../db/seed-rules';
import { applySet, type ImportActor } from './apply';
import { toCsv } from './csv';
import {
  coverageAdded,
  diffTables,
  liveTables,
  newTables,
  type CoverageAdded,
  type TableChange,
} from './diff';
import type { FileSet } from './files';
import { listImports, liveCoverage, RULE_TABLE_NAMES } from './queries';
import { parseSet, referenceErrors } from './validation';

export interface ImportSummary extends CoverageAdded {
  /** SHA-256 of the files, in DATA_FILE_NAMES order. */
  checksum: string;
  tables: TableChange[];
  /** Members whose graduation result differs with the new data. */
  membersWithChangedResults: number;
}

export type ImportOutcome =
  | { status: 'invalid'; errors: string[] }
  /** Nothing differs from what is live: nothing was written. */
  | { status: 'unchanged'; summary: ImportSummary }
  | { status: 'dry-run' | 'applied'; summary: ImportSummary };

/**
 * Checks a set of reference and rule files against each other and what is live
 * (validation.ts), shows what would change (diff.ts) and whose results (impact.ts), and
 * (unless `dryRun`) applies it in one transaction with an entry in the admin audit log
 * (apply.ts). An invalid set changes nothing; every error names the file, the 1-based data row
 * and the column or rule, in Korean. Every replica drops what it kept of the old data on the
 * database's change notifications (migrations/013).
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
  const summary: ImportSummary = {
    checksum,
    tables: diffTables(newTables(reference, rules), live),
    ...coverageAdded(reference, live),
    membersWithChangedResults: 0,
  };
  if (summary.tables.every((table) => table.added + table.changed + table.removed === 0)) {
    return { status: 'unchanged', summary };
  }
  const applied = await applySet(db, parsed, { dryRun, actor, auditDetail: { ...summary } });
  if (applied.status === 'invalid') return applied;
  return {
    status: applied.status,
    summary: { ...summary, membersWithChangedResults: applied.membersWithChangedResults },
  };
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
