import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { csvSyntaxProblem, fromSpreadsheetSafe } from '../audit/csv-cells';
import type { Insertable } from 'kysely';
import {
  BALANCE_FIELDS,
  CULTURE_DOMAINS,
  GRADES,
  MAJOR_CATEGORIES,
  OFFERING_TERM_CODES,
  SEMESTERS,
  SUB_DOMAINS,
} from './enums';
import type {
  CultureTable,
  CurriculumTable,
  DepartmentTable,
  MajorTable,
  OfferingTable,
  SubjectCatalogTable,
  TermTable,
  YearTable,
} from './schema';

/** The reference CSVs parsed and checked, in an order that satisfies foreign keys. */
export interface ReferenceData {
  years: Insertable<YearTable>[];
  departments: Insertable<DepartmentTable>[];
  terms: Insertable<TermTable>[];
  curriculum: Insertable<CurriculumTable>[];
  cultures: Insertable<CultureTable>[];
  majors: Insertable<MajorTable>[];
  offerings: Insertable<OfferingTable>[];
  subject_catalog: Insertable<SubjectCatalogTable>[];
  /** Changes when any file (or the parsing below, see PARSER_VERSION) changes. */
  checksum: string;
}

/** Bump when the mapping from CSV to rows changes, so existing databases are re-seeded. */
const PARSER_VERSION = '1';

type CsvRecord = Record<string, string>;

export class ReferenceDataError extends Error {
  override name = 'ReferenceDataError';
}

/** The reference files by table, named as in data/reference (and in an import's folder). */
export const REFERENCE_FILES = {
  years: 'years.csv',
  departments: 'departments.csv',
  terms: 'terms.csv',
  curriculum: 'curriculum.csv',
  cultures: 'cultures.csv',
  majors: 'majors.csv',
  offerings: 'legacy_offerings_2017_2024.csv',
  subject_catalog: 'legacy_subject_catalog_2024.csv',
} as const satisfies Record<Exclude<keyof ReferenceData, 'checksum'>, string>;

/** Each reference file's columns, in file order: what the parser requires and the export writes. */
export const REFERENCE_COLUMNS = {
  years: ['id', 'name', 'value'],
  departments: ['id', 'college', 'name', 'sub_domain', 'is_editable', 'has_advanced', 'code'],
  terms: ['id', 'year', 'semester'],
  curriculum: ['id', 'year_id', 'domain', 'sub_domain'],
  cultures: ['id', 'sub_domain', 'number', 'name', 'credit'],
  majors: [
    'id',
    'department_id',
    'grade',
    'semester',
    'number',
    'name',
    'type',
    'category',
    'credit',
  ],
  offerings: [
    'year',
    'term_code',
    'number',
    'name',
    'credit',
    'type',
    'dept_code',
    'dept_info',
    'target_grade',
  ],
  subject_catalog: ['legacy_id', 'number', 'name', 'credit', 'dept', 'type'],
} as const satisfies Record<keyof typeof REFERENCE_FILES, readonly string[]>;

/** Reads data/reference (or a folder of the same files); throws naming every bad row. */
export async function loadReferenceData(folder: string): Promise<ReferenceData> {
  const texts = new Map<string, string>();
  for (const file of Object.values(REFERENCE_FILES)) {
    texts.set(file, await readFile(path.join(folder, file), 'utf8'));
  }
  const parsed = parseReferenceFiles(texts);
  if ('errors' in parsed) throw new ReferenceDataError(parsed.errors.join('\n'));
  return parsed.data;
}

export type ReferenceParse = { data: ReferenceData } | { errors: string[] };

/**
 * Parses and checks the reference files (file name → text). Every bad row of every file is
 * reported, each naming the file, the 1-based data row and the column; a missing file too.
 */
export function parseReferenceFiles(texts: ReadonlyMap<string, string>): ReferenceParse {
  const errors: string[] = [];
  const hash = createHash('sha256').update(PARSER_VERSION);
  const read = (file: string, columns: readonly string[]) => {
    const content = texts.get(file);
    if (content === undefined) {
      errors.push(`${file}: 파일이 없습니다`);
      return new CsvFile(file, null, columns, errors);
    }
    hash.update(file).update('\0').update(content).update('\0');
    return new CsvFile(file, content, columns, errors);
  };

  const years = read(REFERENCE_FILES.years, REFERENCE_COLUMNS.years);
  const departments = read(REFERENCE_FILES.departments, REFERENCE_COLUMNS.departments);
  const terms = read(REFERENCE_FILES.terms, REFERENCE_COLUMNS.terms);
  const curriculum = read(REFERENCE_FILES.curriculum, REFERENCE_COLUMNS.curriculum);
  const cultures = read(REFERENCE_FILES.cultures, REFERENCE_COLUMNS.cultures);
  const majors = read(REFERENCE_FILES.majors, REFERENCE_COLUMNS.majors);
  const offerings = read(REFERENCE_FILES.offerings, REFERENCE_COLUMNS.offerings);
  const catalog = read(REFERENCE_FILES.subject_catalog, REFERENCE_COLUMNS.subject_catalog);

  const positions = new Map<number, number>();
  const data: ReferenceData = {
    years: years.map((row) => ({
      id: row.integer('id'),
      name: row.text('name'),
      value: row.optionalInteger('value'),
    })),
    departments: departments.map((row) => ({
      id: row.integer('id'),
      college: row.text('college'),
      name: row.text('name'),
      balance_sub_domain: row.oneOf('sub_domain', BALANCE_FIELDS),
      is_editable: row.boolean('is_editable'),
      has_advanced: row.boolean('has_advanced'),
      code: row.text('code'),
    })),
    terms: terms.map((row) => ({
      id: row.integer('id'),
      year: row.integer('year'),
      semester: row.oneOf('semester', SEMESTERS),
    })),
    curriculum: curriculum.map((row) => ({
      id: row.integer('id'),
      year_id: row.integer('year_id'),
      domain: row.oneOf('domain', CULTURE_DOMAINS),
      sub_domain: row.oneOf('sub_domain', SUB_DOMAINS),
    })),
    cultures: cultures.map((row) => ({
      id: row.integer('id'),
      sub_domain: row.oneOf('sub_domain', SUB_DOMAINS),
      number: row.text('number'),
      name: row.text('name'),
      credit: row.integer('credit'),
    })),
    majors: majors.map((row) => {
      const departmentId = row.integer('department_id');
      // File order is the university page's order; number the rows within each department.
      const position = (positions.get(departmentId) ?? 0) + 1;
      positions.set(departmentId, position);
      return {
        id: row.integer('id'),
        department_id: departmentId,
        grade: row.oneOf('grade', GRADES),
        semester: row.oneOf('semester', SEMESTERS),
        number: row.text('number'),
        name: row.text('name'),
        type: row.text('type'),
        category: row.oneOf('category', MAJOR_CATEGORIES),
        credit: row.integer('credit'),
        position,
      };
    }),
    // The timetable rows have no id of their own: the data row number (file order) is used.
    offerings: offerings.map((row, index) => ({
      id: index + 1,
      year: row.integer('year'),
      term_code: row.oneOf('term_code', OFFERING_TERM_CODES),
      number: row.text('number'),
      name: row.text('name'),
      credit: row.decimal('credit'),
      type: row.text('type'),
      dept_code: row.text('dept_code'),
      dept_info: row.text('dept_info'),
      target_grade: row.integer('target_grade'),
    })),
    subject_catalog: catalog.map((row) => ({
      id: row.integer('legacy_id'),
      number: row.text('number'),
      name: row.text('name'),
      credit: row.decimal('credit'),
      dept: row.text('dept'),
      type: row.text('type'),
    })),
    checksum: hash.digest('hex'),
  };
  return errors.length > 0 ? { errors } : { data };
}

/** A file's records; what is wrong with it goes to `errors` (a broken file has no records). */
class CsvFile {
  private readonly records: CsvRecord[] = [];

  constructor(
    private readonly file: string,
    content: string | null,
    expectedColumns: readonly string[],
    private readonly errors: string[],
  ) {
    if (content === null) return;
    let rows: string[][];
    try {
      rows = parse(content, { bom: true, skip_empty_lines: true }) as string[][];
    } catch (error) {
      errors.push(`${file}: ${csvSyntaxProblem(error)}`);
      return;
    }
    const [header, ...records] = rows;
    if (header?.join(',') !== expectedColumns.join(',')) {
      errors.push(`${file}: 첫 줄(열 이름)은 ${expectedColumns.join(',')} 이어야 합니다`);
      return;
    }
    this.records = records.map((values) =>
      Object.fromEntries(
        expectedColumns.map((column, index) => [column, fromSpreadsheetSafe(values[index] ?? '')]),
      ),
    );
  }

  /** The rows that parse; each bad one is reported with its 1-based data row and left out. */
  map<T>(toRow: (row: CsvRow, index: number) => T): T[] {
    return this.records.flatMap((record, index) => {
      try {
        return [toRow(new CsvRow(this.file, index + 1, record), index)];
      } catch (error) {
        if (!(error instanceof ReferenceDataError)) throw error;
        this.errors.push(error.message);
        return [];
      }
    });
  }
}

/** Typed access to one record; every accessor names file, row and column when it fails. */
class CsvRow {
  constructor(
    private readonly file: string,
    private readonly row: number,
    private readonly record: CsvRecord,
  ) {}

  text(column: string): string {
    const value = this.raw(column).trim();
    if (value === '') this.fail(column, '값이 비어 있습니다');
    return value;
  }

  integer(column: string): number {
    const value = this.raw(column).trim();
    if (!/^-?\d+$/.test(value)) this.fail(column, `값 "${value}"은(는) 정수가 아닙니다`);
    return Number(value);
  }

  /** A non-negative decimal such as "3" or "1.5" (credits of laboratory courses). */
  decimal(column: string): number {
    const value = this.raw(column).trim();
    if (!/^\d+(\.\d+)?$/.test(value))
      this.fail(column, `값 "${value}"은(는) 0 이상의 숫자가 아닙니다`);
    return Number(value);
  }

  optionalInteger(column: string): number | null {
    return this.raw(column).trim() === '' ? null : this.integer(column);
  }

  boolean(column: string): boolean {
    const value = this.raw(column).trim();
    if (value !== 'true' && value !== 'false')
      this.fail(column, `값 "${value}"은(는) true 또는 false가 아닙니다`);
    return value === 'true';
  }

  oneOf<T extends string>(column: string, allowed: readonly T[]): T {
    const value = this.raw(column).trim();
    const match = allowed.find((candidate) => candidate === value);
    if (match === undefined)
      this.fail(column, `값 "${value}"은(는) ${allowed.join(', ')} 중 하나가 아닙니다`);
    return match;
  }

  private raw(column: string): string {
    return this.record[column] ?? '';
  }

  private fail(column: string, problem: string): never {
    throw new ReferenceDataError(`${this.file} ${this.row}행: "${column}" 열의 ${problem}`);
  }
}
