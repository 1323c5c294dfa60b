import type { AppDatabase } from '../../db/database';
import { repointMemberCohorts } from '../../db/cohorts';
import { writeReferenceTables } from '../../db/seed';
import { replaceRuleRows } from '../../db/seed-rules';
import { fileOf, newTables, type TableRows } from './diff';
import { changedResults, memberResults } from './impact';
import { insertImportAuditEntry, recordImportedVersion, type DataTableName } from './queries';
import type { ParsedSet } from './validation';

/** Who imports: the command line, or an admin on the 기준 데이터 page. */
export type ImportActor =
  { source: 'CLI' } | { source: 'WEB'; member: { id: number; username: string; name: string } };

export type ApplyOutcome =
  | { status: 'dry-run' | 'applied'; membersWithChangedResults: number }
  /** The database refused a row: a rule the file checks do not know of. Nothing was written. */
  | { status: 'invalid'; errors: string[] };

/**
 * Writes a parsed set in one transaction and counts the members whose result it changes; a
 * dry run rolls back after counting. Applied, it records the version and an entry in the
 * admin audit log (`auditDetail` plus the count). A database rule the set breaks rolls
 * everything back and is answered as a file error naming the file, row and rule.
 */
export async function applySet(
  db: AppDatabase,
  { reference, rules, checksum }: ParsedSet,
  {
    dryRun,
    actor,
    auditDetail,
  }: { dryRun: boolean; actor: ImportActor; auditDetail: Record<string, unknown> },
): Promise<ApplyOutcome> {
  let membersWithChangedResults = 0;
  try {
    await db.transaction().execute(async (trx) => {
      const before = await memberResults(trx);
      await writeReferenceTables(trx, reference);
      await replaceRuleRows(trx, rules);
      await repointMemberCohorts(trx);
      membersWithChangedResults = changedResults(before, await memberResults(trx));
      if (dryRun) throw new DryRunRollback();
      await recordImportedVersion(trx, checksum);
      await insertImportAuditEntry(trx, {
        source: actor.source,
        actor_member_id: actor.source === 'WEB' ? actor.member.id : null,
        actor_username: actor.source === 'WEB' ? actor.member.username : null,
        actor_name: actor.source === 'WEB' ? actor.member.name : null,
        detail: { ...auditDetail, membersWithChangedResults },
      });
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return { status: 'dry-run', membersWithChangedResults };
    const violation = databaseRuleViolation(error);
    if (violation === null) throw error;
    return {
      status: 'invalid',
      errors: [describeViolation(violation, newTables(reference, rules))],
    };
  }
  return { status: 'applied', membersWithChangedResults };
}

/** Thrown inside the transaction of a dry run, so that it rolls back after measuring. */
class DryRunRollback extends Error {}

/** The fields PostgreSQL (and PGlite) give an integrity error. */
interface RuleViolation {
  code: string;
  table?: string;
  constraint?: string;
  column?: string;
  detail?: string;
}

/** SQLSTATE class 23 (integrity constraint violation). */
function databaseRuleViolation(error: unknown): RuleViolation | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^23[0-9A-Z]{3}$/.test(code) ? (error as RuleViolation) : null;
}

/** `Key (year, semester)=(2024, FIRST) already exists.` → the columns and their values. */
const KEY_DETAIL = /^Key \((.+)\)=\((.*)\) (already exists|is not present in table "([^"]+)")\.$/;
/** `Failing row contains (99, x, 1999).` → the row's values in column order (id first). */
const FAILING_ROW_DETAIL = /^Failing row contains \((.*)\)\.$/;

/**
 * The violation in the files' terms, in Korean: `terms.csv 5행: year, semester 값 (2024,
 * FIRST)이(가) 다른 행과 겹칩니다 (고유 키 terms_year_semester_key)`.
 */
export function describeViolation(violation: RuleViolation, rows: TableRows): string {
  const table = violation.table ?? '';
  const tableRows = table in rows ? rows[table as DataTableName] : undefined;
  const file = tableRows === undefined ? `${table} 테이블` : fileOf(table as DataTableName);
  const key = KEY_DETAIL.exec(violation.detail ?? '');
  const columns = key?.[1]?.split(', ') ?? [];
  const values = key?.[2]?.split(', ') ?? [];
  const failingId = FAILING_ROW_DETAIL.exec(violation.detail ?? '')?.[1]?.split(', ')[0];
  const rowIndex =
    tableRows === undefined
      ? -1
      : key !== null && columns.length === values.length
        ? tableRows.findLastIndex((row) =>
            columns.every((column, i) => String(row[column] ?? '') === values[i]),
          )
        : failingId !== undefined
          ? tableRows.findIndex((row) => String(row.id) === failingId)
          : -1;
  const where = rowIndex >= 0 ? `${file} ${rowIndex + 1}행` : file;
  return `${where}: ${ruleText(violation, key)}`;
}

function ruleText(violation: RuleViolation, key: RegExpExecArray | null): string {
  const constraint = violation.constraint ?? '';
  const keyText = key === null ? '' : `${key[1]} 값 (${key[2]})`;
  switch (violation.code) {
    case '23505':
      return `${keyText}이(가) 다른 행과 겹칩니다 (고유 키 ${constraint})`;
    case '23503':
      return key?.[4] !== undefined
        ? `${keyText}이(가) ${key[4]}에 없습니다 (외래 키 ${constraint})`
        : `다른 데이터가 아직 참조하는 행을 뺄 수 없습니다 (외래 키 ${constraint})`;
    case '23514':
      return `값이 검사 규칙 ${constraint}에 맞지 않습니다`;
    case '23502':
      return `"${violation.column ?? ''}" 열은 비워 둘 수 없습니다`;
    default:
      return `데이터베이스 규칙 ${constraint || violation.code}에 맞지 않습니다`;
  }
}
