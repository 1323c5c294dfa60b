import { readFileSync } from 'node:fs';
import type { PortalCourse } from '../types';

/** Portal failures a demo student can simulate (see README.md for what each one does). */
export const DEMO_SIMULATIONS = [
  'locked',
  'expired',
  'unavailable',
  'timeout',
  'not-student',
  'courses-unavailable',
  'courses-timeout',
] as const;
export type DemoSimulation = (typeof DEMO_SIMULATIONS)[number];

/** A student of the demo portal file, as written there (portal department names). */
export interface DemoStudent {
  username: string;
  password: string;
  name: string;
  email: string;
  department: string;
  secondDepartment: string | null;
  courses: PortalCourse[];
  simulate?: DemoSimulation;
}

/** The file is missing, not JSON or not in the documented format; lists every problem found. */
export class DemoPortalFileError extends Error {
  override name = 'DemoPortalFileError';
}

/** Problems beyond this many are summarised: one typo copied into many rows should not flood the terminal. */
const MAX_LISTED_PROBLEMS = 20;

/** Reads and validates a demo portal file; throws a DemoPortalFileError naming each problem. */
export function loadDemoStudents(file: string): DemoStudent[] {
  let content: unknown;
  try {
    content = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DemoPortalFileError(`Cannot read the demo portal file ${file}: ${reason}`);
  }
  try {
    return parseDemoStudents(content);
  } catch (error) {
    if (error instanceof DemoPortalFileError) {
      throw new DemoPortalFileError(`Invalid demo portal file ${file}:\n${error.message}`);
    }
    throw error;
  }
}

/** Validates the parsed content of a demo portal file (`{ "students": [...] }`). */
export function parseDemoStudents(content: unknown): DemoStudent[] {
  const problems: string[] = [];
  const root = new ObjectReader(content, '', problems, ['$comment', 'students']);
  root.optionalText('$comment');
  const students = root
    .array('students')
    .map((value, index) => readStudent(value, `students[${index}]`, problems));

  const seen = new Set<string>();
  students.forEach((student, index) => {
    if (seen.has(student.username)) {
      problems.push(`students[${index}].username: ${student.username} appears more than once`);
    }
    seen.add(student.username);
  });

  if (problems.length > 0) {
    const listed = problems.slice(0, MAX_LISTED_PROBLEMS);
    if (problems.length > listed.length)
      listed.push(`… and ${problems.length - listed.length} more`);
    throw new DemoPortalFileError(listed.map((problem) => `- ${problem}`).join('\n'));
  }
  return students;
}

const STUDENT_KEYS = [
  'username',
  'password',
  'name',
  'email',
  'department',
  'secondDepartment',
  'courses',
  'simulate',
  'note',
] as const;
const COURSE_KEYS = [
  'year',
  'semester',
  'number',
  'name',
  'type',
  'domain',
  'credit',
  'grade',
] as const;

function readStudent(value: unknown, path: string, problems: string[]): DemoStudent {
  const fields = new ObjectReader(value, path, problems, STUDENT_KEYS);
  fields.optionalText('note');
  const student: DemoStudent = {
    username: fields.text('username', { pattern: /^\d{9}$/, description: 'a 9-digit 학번' }),
    password: fields.text('password'),
    name: fields.text('name'),
    // The real portal may have no address (portal-answer.ts then answers ''), so may a student here.
    email:
      fields.optionalText('email', {
        pattern: /^[^\s@]+@[^\s@]+$/,
        description: 'an e-mail address',
      }) ?? '',
    department: fields.text('department'),
    secondDepartment: fields.optionalText('secondDepartment') ?? null,
    courses: fields
      .optionalArray('courses')
      .map((course, index) => readCourse(course, `${path}.courses[${index}]`, problems)),
  };
  const simulate = fields.optionalText('simulate');
  if (simulate !== undefined) {
    if (isDemoSimulation(simulate)) student.simulate = simulate;
    else problems.push(`${path}.simulate: must be one of ${DEMO_SIMULATIONS.join(', ')}`);
  }
  return student;
}

function readCourse(value: unknown, path: string, problems: string[]): PortalCourse {
  const fields = new ObjectReader(value, path, problems, COURSE_KEYS);
  return {
    year: fields.text('year', { pattern: /^\d{4}$/, description: 'a 4-digit year such as "2021"' }),
    semester: fields.text('semester'),
    number: fields.text('number'),
    name: fields.text('name'),
    type: fields.text('type'),
    domain: fields.text('domain'),
    credit: fields.nonNegativeInteger('credit'),
    grade: fields.text('grade'),
  };
}

function isDemoSimulation(value: string): value is DemoSimulation {
  return (DEMO_SIMULATIONS as readonly string[]).includes(value);
}

/**
 * Reads the fields of one JSON object, recording a problem (with its JSON path) for each
 * missing, mistyped or unknown field and returning a placeholder so reading can go on and
 * report every problem at once.
 */
class ObjectReader {
  private readonly fields: Record<string, unknown>;
  /** False when the value is not an object: that one problem is reported, not each field. */
  private readonly isObject: boolean;

  constructor(
    value: unknown,
    private readonly path: string,
    private readonly problems: string[],
    allowedKeys: readonly string[],
  ) {
    this.isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
    if (this.isObject) {
      this.fields = value as Record<string, unknown>;
      for (const key of Object.keys(this.fields)) {
        if (!allowedKeys.includes(key)) {
          this.problem(key, `unknown field (allowed: ${allowedKeys.join(', ')})`);
        }
      }
    } else {
      this.fields = {};
      problems.push(`${path || 'the file'}: must be a JSON object`);
    }
  }

  text(key: string, format?: { pattern: RegExp; description: string }): string {
    const value = this.fields[key];
    if (typeof value !== 'string' || value.trim() === '') {
      this.problem(key, 'must be a non-empty string');
      return '';
    }
    if (format && !format.pattern.test(value)) this.problem(key, `must be ${format.description}`);
    return value;
  }

  /** Absent, null and blank all mean "none"; anything else must have `format`, if given. */
  optionalText(key: string, format?: { pattern: RegExp; description: string }): string | undefined {
    const value = this.fields[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') {
      this.problem(key, 'must be a string or null');
      return undefined;
    }
    if (value.trim() === '') return undefined;
    if (format && !format.pattern.test(value)) this.problem(key, `must be ${format.description}`);
    return value;
  }

  nonNegativeInteger(key: string): number {
    const value = this.fields[key];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
      this.problem(key, 'must be a non-negative integer');
      return 0;
    }
    return value;
  }

  array(key: string): unknown[] {
    const value = this.fields[key];
    if (Array.isArray(value)) return value;
    this.problem(key, 'must be an array');
    return [];
  }

  optionalArray(key: string): unknown[] {
    return this.fields[key] === undefined ? [] : this.array(key);
  }

  private problem(key: string, message: string): void {
    if (!this.isObject) return;
    this.problems.push(`${this.path ? `${this.path}.` : ''}${key}: ${message}`);
  }
}
