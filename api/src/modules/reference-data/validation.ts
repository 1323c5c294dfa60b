import { createHash } from 'node:crypto';
import { parseRuleSet, RuleSetError } from '../../audit';
import { parseReferenceFiles, REFERENCE_FILES, type ReferenceData } from '../../db/reference-data';
import { REFERENCE_TABLES } from '../../db/seed';
import { parseRuleFiles, RULE_FILES, withFileName, type RuleRows } from '../../db/seed-rules';
import type { TableRows } from './diff';
import { DATA_FILE_NAMES, type FileSet } from './files';

/** A set whose files parse, each on its own and the rules against the new cohorts. */
export interface ParsedSet {
  reference: ReferenceData;
  rules: RuleRows;
  /** SHA-256 of the files, in DATA_FILE_NAMES order. */
  checksum: string;
}

/**
 * Parses every file of a set; the errors name the file, the 1-based data row and the column,
 * in Korean. A name that is not one of the data files (`__proto__` too) is only reported.
 */
export function parseSet(files: FileSet): ParsedSet | { errors: string[] } {
  const errors = [...files.keys()]
    .filter((name) => !DATA_FILE_NAMES.includes(name))
    .map((name) => `${name}: 기준 데이터 파일이 아닙니다 (${DATA_FILE_NAMES.join(', ')})`);
  const reference = parseReferenceFiles(files);
  const rules = parseRuleFiles(files);
  if ('errors' in reference) errors.push(...reference.errors);
  if ('errors' in rules) errors.push(...rules.errors);
  if ('errors' in reference || 'errors' in rules || errors.length > 0) return { errors };
  errors.push(...duplicateIdErrors(reference.data));
  if (errors.length > 0) return { errors };
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

/**
 * Two rows of one file with the same id: the database's upsert would refuse the second
 * without saying which, so it is named here. (Timetable ids are row numbers: never twice.)
 */
function duplicateIdErrors(reference: ReferenceData): string[] {
  const errors: string[] = [];
  for (const { name } of REFERENCE_TABLES) {
    const firstRowOf = new Map<unknown, number>();
    reference[name].forEach((row, index) => {
      const first = firstRowOf.get(row.id);
      if (first === undefined) firstRowOf.set(row.id, index + 1);
      else {
        errors.push(
          `${REFERENCE_FILES[name]} ${index + 1}행: id ${String(row.id)}이(가) ${first}행과 겹칩니다 (id는 한 번만 쓸 수 있습니다)`,
        );
      }
    });
  }
  return errors;
}

/**
 * What the database would refuse, said in the files' terms: rows pointing at a cohort or
 * department the set lacks, and cohorts or departments that members belong to and the set
 * drops (they are never deleted: docs/adr/0031).
 */
export function referenceErrors(
  reference: ReferenceData,
  rules: RuleRows,
  live: TableRows,
): string[] {
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
          `${REFERENCE_FILES[table]}: 지금 쓰이는 id ${String(row.id)}은(는) 뺄 수 없습니다`,
        );
      }
    }
  }
  // Each row's reference must be a row of the set: [file, rows, column, ids, file of the ids].
  const references: [string, readonly Record<string, unknown>[], string, Set<number>, string][] = [
    [REFERENCE_FILES.curriculum, reference.curriculum, 'year_id', yearIds, REFERENCE_FILES.years],
    [
      REFERENCE_FILES.majors,
      reference.majors,
      'department_id',
      departmentIds,
      REFERENCE_FILES.departments,
    ],
    [
      RULE_FILES.requirements,
      rules.requirements,
      'second_department_id',
      departmentIds,
      REFERENCE_FILES.departments,
    ],
  ];
  for (const [file, rows, column, ids, target] of references) {
    rows.forEach((row, index) => {
      const id = row[column];
      if (typeof id === 'number' && !ids.has(id)) {
        errors.push(`${file} ${index + 1}행: "${column}" 열의 값 ${id}이(가) ${target}에 없습니다`);
      }
    });
  }
  return errors;
}
