import path from 'node:path';
import { SEMESTER_LABEL } from '../audit/enums';
import { closeDatabase, type AppDatabase } from '../db/database';
import { PgliteInUseError } from '../db/pglite-lock';
import { readFileSet, writeFileSet } from '../modules/reference-data/files';
import {
  exportReferenceData,
  importReferenceData,
  type ImportOutcome,
  type ImportSummary,
} from '../modules/reference-data/service';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, type CommandOutput } from './admin-command';

export const USAGE = `Usage: node dist/cli/data.js <command>   (npm run data -w api -- <command>)

  import <folder> [--dry-run]   check the reference and rule CSV files in <folder> (laid out
                                like api/data: reference/ and rules/, or all side by side),
                                show what would change against the live data, and apply it
                                in one transaction with an entry in the admin audit log;
                                --dry-run shows the changes only. An invalid set changes
                                nothing: every error names the file, the row and the column.
  export <folder>               write the live data as those files (<folder>/reference,
                                <folder>/rules); importing them again changes nothing
  --help                        show this help

Opens the api's database as the server does (DATABASE_URL, or PGlite in DATA_DIR). PGlite
allows one process per data folder: stop the api first. With PostgreSQL the running replicas
pick the new data up at once (the database's change notifications). Once a set was imported,
the files bundled in api/data no longer seed at start (docs/adr/0031).`;

/**
 * `data import <folder> [--dry-run]` and `data export <folder>`. Returns the exit code; the
 * database is opened only for a valid command.
 */
export async function runDataCommand(
  args: readonly string[],
  openDatabase: () => Promise<AppDatabase>,
  output: CommandOutput,
): Promise<number> {
  const dryRun = args.includes('--dry-run');
  const [command, folder, ...extra] = args.filter((arg) => arg !== '--dry-run');
  if (command === '--help' || command === '-h' || command === 'help') {
    output.out(USAGE);
    return EXIT_OK;
  }
  const valid =
    (command === 'import' || (command === 'export' && !dryRun)) &&
    folder !== undefined &&
    extra.length === 0;
  if (!valid) {
    output.err(
      command === undefined ? 'No command given.' : `Unknown arguments: ${args.join(' ')}`,
    );
    output.err(USAGE);
    return EXIT_USAGE;
  }
  const target = path.resolve(folder);
  const files = command === 'import' ? await readFileSet(target) : null;

  let db: AppDatabase;
  try {
    db = await openDatabase();
  } catch (error) {
    if (!(error instanceof PgliteInUseError)) throw error;
    output.err(
      `The PGlite data folder ${error.dataDir} is in use by process ${error.pid} (the api server?). ` +
        `Stop it first. If nothing is running, delete ${error.lockFile}.`,
    );
    return EXIT_FAILED;
  }
  try {
    if (files === null) {
      const written = await writeFileSet(target, await exportReferenceData(db));
      output.out(`Exported ${written.length} files to ${target}.`);
      return EXIT_OK;
    }
    const outcome = await importReferenceData(db, files, { dryRun, actor: { source: 'CLI' } });
    for (const line of describeOutcome(outcome)) {
      if (outcome.status === 'invalid') output.err(line);
      else output.out(line);
    }
    return outcome.status === 'invalid' ? EXIT_FAILED : EXIT_OK;
  } finally {
    await closeDatabase(db);
  }
}

/** The outcome as lines: the errors, or the changes per table and what they add. */
export function describeOutcome(outcome: ImportOutcome): string[] {
  if (outcome.status === 'invalid') {
    return [`오류 ${outcome.errors.length}개: 아무것도 바꾸지 않았습니다.`, ...outcome.errors];
  }
  const lines = describeSummary(outcome.summary);
  switch (outcome.status) {
    case 'unchanged':
      return [...lines, 'No changes: the files match the live data. Nothing was written.'];
    case 'dry-run':
      return [...lines, 'Dry run: nothing was written.'];
    case 'applied':
      return [...lines, 'Applied in one transaction and recorded in the admin audit log.'];
  }
}

function describeSummary(summary: ImportSummary): string[] {
  const width = Math.max(...summary.tables.map((table) => table.file.length));
  const list = (values: readonly (string | number)[]) =>
    values.length === 0 ? 'none' : values.join(', ');
  return [
    `${'file'.padEnd(width)}  added  changed  removed`,
    ...summary.tables.map(
      (table) =>
        `${table.file.padEnd(width)}  ${String(table.added).padStart(5)}  ${String(table.changed).padStart(7)}  ${String(table.removed).padStart(7)}`,
    ),
    `cohorts added: ${list(summary.cohortsAdded)}`,
    `terms added: ${list(summary.termsAdded.map((term) => `${term.year}년 ${SEMESTER_LABEL[term.semester]}`))}`,
    `timetable years added: ${list(summary.timetableYearsAdded)}`,
    `members whose results change: ${summary.membersWithChangedResults}`,
  ];
}
