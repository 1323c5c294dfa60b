import { departmentFromPortalPath } from '../departments';
import type { PortalCourse, PortalStudent, PortalTranscript } from '../types';

/**
 * The portal's JSON did not have the expected shape. `problem` names the field and what is
 * wrong with it, never a value, so it can be logged.
 */
export class PortalAnswerError extends Error {
  override name = 'PortalAnswerError';

  constructor(
    /** SMU005: valid JSON without the student lists; SMU006: not JSON or rows of another shape. */
    readonly code: 'SMU005' | 'SMU006',
    readonly problem: string,
  ) {
    super(problem);
  }
}

type JsonObject = Record<string, unknown>;

/** Reads `dsStdInfoList[0]` of the student-info answer (UsrSchMng/selectStdInfo.do). */
export function parseStudentAnswer(body: string): PortalStudent {
  const answer = parseJsonObject(body);
  const rows = answer.dsStdInfoList;
  if (!Array.isArray(rows) || rows.length === 0) {
    throw new PortalAnswerError('SMU005', 'dsStdInfoList is missing or empty');
  }
  const row = asObject(rows[0], 'dsStdInfoList[0]');
  const where = 'dsStdInfoList[0]';
  const department = departmentFromPortalPath(optionalText(row, 'TMP_DEPT_MJR_NM') ?? '');
  if (department === null) {
    throw new PortalAnswerError('SMU006', `${where}.TMP_DEPT_MJR_NM is missing or blank`);
  }
  return {
    username: requiredText(row, 'STDNO', where),
    name: requiredText(row, 'NM_KOR', where),
    email: optionalText(row, 'EMAIL') ?? '',
    department,
    secondDepartment: departmentFromPortalPath(optionalText(row, 'MJR_CD2') ?? ''),
  };
}

/**
 * Reads `dsRecMattList[]` (and the optional credit summary `dsCmpDivScrList[0]`) of the
 * completed-courses answer (UsrRecMatt/list.do). An empty list is a valid, empty record.
 */
export function parseTranscriptAnswer(body: string): PortalTranscript {
  const answer = parseJsonObject(body);
  const rows = answer.dsRecMattList;
  if (!Array.isArray(rows)) {
    throw new PortalAnswerError('SMU005', 'dsRecMattList is missing');
  }
  const transcript: PortalTranscript = {
    courses: rows.map((row, index) => parseCourse(asObject(row, `dsRecMattList[${index}]`), index)),
  };
  const summary = Array.isArray(answer.dsCmpDivScrList) ? answer.dsCmpDivScrList[0] : undefined;
  if (isObject(summary)) {
    // Informative figures the rules do not use: kept when readable, never a reason to fail.
    const graduationCredits = optionalInteger(summary.GRDT_CRIT_CDT);
    const earnedCredits = optionalInteger(summary.TOTAL_GET_CDT);
    if (graduationCredits !== undefined) transcript.graduationCredits = graduationCredits;
    if (earnedCredits !== undefined) transcript.earnedCredits = earnedCredits;
  }
  return transcript;
}

function parseCourse(row: JsonObject, index: number): PortalCourse {
  const where = `dsRecMattList[${index}]`;
  const type = requiredText(row, 'CMP_DIV_NM', where);
  const credit = optionalInteger(row.CDT);
  if (credit === undefined) {
    throw new PortalAnswerError('SMU006', `${where}.CDT is missing or not a non-negative number`);
  }
  return {
    year: requiredText(row, 'SCH_YEAR', where),
    semester: optionalText(row, 'SMT_NM') ?? '',
    // The reference library uses the 이수구분 when a row has no 학수번호; kept for parity.
    number: optionalText(row, 'SBJ_NO') ?? type,
    name: requiredText(row, 'SBJ_NM', where),
    type,
    domain: optionalText(row, 'CULT_ARA_NM') ?? '*',
    credit,
    grade: optionalText(row, 'GRD_NM') ?? '',
  };
}

function parseJsonObject(body: string): JsonObject {
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    throw new PortalAnswerError('SMU006', 'answer is not JSON');
  }
  return asObject(answer, 'answer');
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asObject(value: unknown, where: string): JsonObject {
  if (!isObject(value)) throw new PortalAnswerError('SMU006', `${where} is not an object`);
  return value;
}

/** A text field; the portal sends some numeric ones (학번, 학년도) as numbers. Blank = absent. */
function optionalText(row: JsonObject, field: string): string | undefined {
  const value = row[field];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
}

function requiredText(row: JsonObject, field: string, where: string): string {
  const text = optionalText(row, field);
  if (text === undefined) {
    throw new PortalAnswerError('SMU006', `${where}.${field} is missing or blank`);
  }
  return text;
}

/** Credits come as numbers or numeric texts; fractions are cut as the library's getInt does. */
function optionalInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0) return undefined;
  return Math.trunc(number);
}
