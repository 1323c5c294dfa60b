import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
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

export async function loadReferenceData(folder: string): Promise<ReferenceData> {
  const hash = createHash('sha256').update(PARSER_VERSION);
  const read = async (file: string, columns: readonly string[]) => {
    const content = await readFile(path.join(folder, file), 'utf8');
    hash.update(file).update('\0').update(content).update('\0');
    return new CsvFile(file, content, columns);
  };

  const years = await read('years.csv', ['id', 'name', 'value']);
  const departments = await read('departments.csv', [
    'id',
    'college',
    'name',
    'sub_domain',
    'is_editable',
    'has_advanced',
    'code',
  ]);
  const terms = await read('terms.csv', ['id', 'year', 'semester']);
  const curriculum = await read('curriculum.csv', ['id', 'year_id', 'domain', 'sub_domain']);
  const cultures = await read('cultures.csv', ['id', 'sub_domain', 'number', 'name', 'credit']);
  const majors = await read('majors.csv', [
    'id',
    'department_id',
    'grade',
    'semester',
    'number',
    'name',
    'type',
    'category',
    'credit',
  ]);

  const offerings = await read('legacy_offerings_2017_2024.csv', [
    'year',
    'term_code',
    'number',
    'name',
    'credit',
    'type',
    'dept_code',
    'dept_info',
    'target_grade',
  ]);
  const catalog = await read('legacy_subject_catalog_2024.csv', [
    'legacy_id',
    'number',
    'name',
    'credit',
    'dept',
    'type',
  ]);

  const positions = new Map<number, number>();
  return {
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
}

class CsvFile {
  private readonly records: CsvRecord[];

  constructor(
    private readonly file: string,
    content: string,
    expectedColumns: readonly string[],
  ) {
    const [header, ...records] = parse(content, {
      bom: true,
      skip_empty_lines: true,
    }) as string[][];
    if (header?.join(',') !== expectedColumns.join(',')) {
      throw new ReferenceDataError(`${file}: expected columns ${expectedColumns.join(',')}`);
    }
    this.records = records.map((values) =>
      Object.fromEntries(expectedColumns.map((column, index) => [column, values[index] ?? ''])),
    );
  }

  map<T>(toRow: (row: CsvRow, index: number) => T): T[] {
    // Line numbers count the header as line 1.
    return this.records.map((record, index) =>
      toRow(new CsvRow(this.file, index + 2, record), index),
    );
  }
}

/** Typed access to one record; every accessor names file, line and column when it fails. */
class CsvRow {
  constructor(
    private readonly file: string,
    private readonly line: number,
    private readonly record: CsvRecord,
  ) {}

  text(column: string): string {
    const value = this.raw(column).trim();
    if (value === '') this.fail(column, 'is empty');
    return value;
  }

  integer(column: string): number {
    const value = this.raw(column).trim();
    if (!/^-?\d+$/.test(value)) this.fail(column, `"${value}" is not an integer`);
    return Number(value);
  }

  /** A non-negative decimal such as "3" or "1.5" (credits of laboratory courses). */
  decimal(column: string): number {
    const value = this.raw(column).trim();
    if (!/^\d+(\.\d+)?$/.test(value)) this.fail(column, `"${value}" is not a decimal number`);
    return Number(value);
  }

  optionalInteger(column: string): number | null {
    return this.raw(column).trim() === '' ? null : this.integer(column);
  }

  boolean(column: string): boolean {
    const value = this.raw(column).trim();
    if (value !== 'true' && value !== 'false') this.fail(column, `"${value}" is not true/false`);
    return value === 'true';
  }

  oneOf<T extends string>(column: string, allowed: readonly T[]): T {
    const value = this.raw(column).trim();
    const match = allowed.find((candidate) => candidate === value);
    if (match === undefined) this.fail(column, `"${value}" is not one of ${allowed.join(', ')}`);
    return match;
  }

  private raw(column: string): string {
    return this.record[column] ?? '';
  }

  private fail(column: string, problem: string): never {
    throw new ReferenceDataError(`${this.file} line ${this.line}, ${column}: ${problem}`);
  }
}
