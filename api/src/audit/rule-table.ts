/**
 * Reading one flat rule table, given as CSV text or as already-parsed records (e.g. database
 * rows), with typed cell accessors whose errors name the table, row and column.
 */
import { parse } from 'csv-parse/sync';
import { csvSyntaxProblem, fromSpreadsheetSafe } from './csv-cells';
import type { CohortRange } from './rule-set';

export type RuleCell = string | number | boolean | null | undefined;
export type RuleRow = Readonly<Record<string, RuleCell>>;
/** CSV text with a header row, or records keyed by the same column names. */
export type RuleTable = string | readonly RuleRow[];

/** Rule data that cannot be used; the message says where and why. */
export class RuleSetError extends Error {
  override readonly name = 'RuleSetError';
}

export interface TableSpec {
  readonly name: string;
  readonly columns: readonly string[];
  /** Columns that may appear in CSV text besides `columns` (documentation, ids). */
  readonly optionalColumns?: readonly string[];
}

export class TableRow {
  constructor(
    private readonly table: string,
    /** 1-based data row (the CSV header is row 0). */
    readonly rowNumber: number,
    private readonly cells: RuleRow,
  ) {}

  fail(problem: string): never {
    throw new RuleSetError(`${this.table} ${this.rowNumber}행: ${problem}`);
  }

  private failCell(column: string, problem: string): never {
    return this.fail(`"${column}" 열의 ${problem}`);
  }

  /** Trimmed text; empty for a blank or missing cell. */
  text(column: string): string {
    const value = this.cells[column];
    return value === null || value === undefined ? '' : String(value).trim();
  }

  optionalInt(column: string): number | null {
    const text = this.text(column);
    if (text === '') return null;
    if (!/^-?\d+$/.test(text)) this.failCell(column, `값 "${text}"은(는) 정수가 아닙니다`);
    return Number(text);
  }

  int(column: string): number {
    const value = this.optionalInt(column);
    return value === null ? this.failCell(column, '값이 비어 있습니다') : value;
  }

  optionalBool(column: string): boolean | null {
    const text = this.text(column).toLowerCase();
    if (text === '') return null;
    if (text === 'true' || text === 'false') return text === 'true';
    return this.failCell(column, `값 "${text}"은(는) true, false 또는 빈 칸이 아닙니다`);
  }

  optionalOneOf<T extends string>(values: readonly T[], column: string): T | null {
    const text = this.text(column);
    if (text === '') return null;
    const match = values.find((value) => value === text);
    return (
      match ?? this.failCell(column, `값 "${text}"은(는) ${values.join(', ')} 중 하나가 아닙니다`)
    );
  }

  oneOf<T extends string>(values: readonly T[], column: string): T {
    return this.optionalOneOf(values, column) ?? this.failCell(column, '값이 비어 있습니다');
  }

  /** Columns `${prefix}_from` / `${prefix}_to`, both optional, inclusive. */
  cohortRange(prefix = 'cohort'): CohortRange {
    const from = this.optionalInt(`${prefix}_from`);
    const to = this.optionalInt(`${prefix}_to`);
    if (from !== null && to !== null && from > to) {
      this.fail(`${prefix}_from ${from}이(가) ${prefix}_to ${to}보다 큽니다`);
    }
    return { from, to };
  }
}

function parseCsv(spec: TableSpec, text: string): RuleRow[] {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      // Both line endings, even mixed: the reference files use CRLF and rows get added by hand.
      record_delimiter: ['\r\n', '\n'],
      skip_empty_lines: true,
      trim: true,
    });
  } catch (error) {
    throw new RuleSetError(`${spec.name}: ${csvSyntaxProblem(error)}`);
  }
  const [header = [], ...body] = records;
  const known = new Set([...spec.columns, ...(spec.optionalColumns ?? [])]);
  const unknown = header.filter((column) => !known.has(column));
  if (unknown.length > 0) {
    throw new RuleSetError(`${spec.name}: 알 수 없는 열이 있습니다: ${unknown.join(', ')}`);
  }
  const missing = spec.columns.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw new RuleSetError(`${spec.name}: 빠진 열이 있습니다: ${missing.join(', ')}`);
  }
  return body.map((cells) =>
    Object.fromEntries(
      header.map((column, i) => [
        column,
        cells[i] === undefined ? undefined : fromSpreadsheetSafe(cells[i]),
      ]),
    ),
  );
}

/** The rows of one table; every column of the spec must be present (its cells may be blank). */
export function readTable(spec: TableSpec, table: RuleTable): TableRow[] {
  const rows = typeof table === 'string' ? parseCsv(spec, table) : table;
  return rows.map((cells, index) => {
    const row = new TableRow(spec.name, index + 1, cells);
    const missing = spec.columns.filter((column) => !(column in cells));
    if (missing.length > 0) row.fail(`빠진 열이 있습니다: ${missing.join(', ')}`);
    return row;
  });
}

/** Whether two inclusive ranges with open ends share a cohort. */
export function rangesOverlap(a: CohortRange, b: CohortRange): boolean {
  const startsBeforeEnd = (start: number | null, end: number | null) =>
    start === null || end === null || start <= end;
  return startsBeforeEnd(a.from, b.to) && startsBeforeEnd(b.from, a.to);
}
