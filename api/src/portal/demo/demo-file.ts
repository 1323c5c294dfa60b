import { readFileSync } from 'node:fs';
import type { Static } from '@fastify/type-provider-typebox';
import type { ErrorObject } from 'ajv';
import { createAjv, MESSAGES_KEYWORD, type ValidationMessages } from '../../http/validation';
import type { PortalCourse } from '../types';
import { DEMO_SIMULATIONS, DemoPortalFileSchema } from './demo-file-schema';

export { DEMO_SIMULATIONS } from './demo-file-schema';
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

type DemoPortalFile = Static<typeof DemoPortalFileSchema>;

const validateFile = createAjv({ allErrors: true, verbose: true }).compile<DemoPortalFile>(
  DemoPortalFileSchema,
);

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

/**
 * Validates the parsed content of a demo portal file (`{ "students": [...] }`, schema in
 * demo-file-schema.ts) and reads it the way the portal adapter answers: a blank e-mail is "",
 * a blank second department null, absent courses [].
 */
export function parseDemoStudents(content: unknown): DemoStudent[] {
  const valid = validateFile(content);
  const problems = valid ? [] : schemaProblems(validateFile.errors ?? []);
  problems.push(...duplicateUsernames(content));
  if (problems.length > 0) {
    const listed = problems.slice(0, MAX_LISTED_PROBLEMS).map((problem) => `- ${problem}`);
    if (problems.length > MAX_LISTED_PROBLEMS) {
      listed.push(`- … and ${problems.length - MAX_LISTED_PROBLEMS} more`);
    }
    throw new DemoPortalFileError(listed.join('\n'));
  }
  return (content as DemoPortalFile).students.map(toDemoStudent);
}

function toDemoStudent(student: DemoPortalFile['students'][number]): DemoStudent {
  const filled = (value: string | null | undefined) =>
    value === null || value === undefined || value.trim() === '' ? undefined : value;
  const simulate = filled(student.simulate) as DemoSimulation | undefined;
  return {
    username: student.username,
    password: student.password,
    name: student.name,
    email: filled(student.email) ?? '',
    department: student.department,
    secondDepartment: filled(student.secondDepartment) ?? null,
    courses: student.courses ?? [],
    ...(simulate !== undefined && { simulate }),
  };
}

function duplicateUsernames(content: unknown): string[] {
  const students = (content as { students?: unknown } | null)?.students;
  if (!Array.isArray(students)) return [];
  const seen = new Set<string>();
  return students.flatMap((student: unknown, index) => {
    const username = (student as { username?: unknown } | null)?.username;
    if (typeof username !== 'string') return [];
    const repeated = seen.has(username);
    seen.add(username);
    return repeated ? [`students[${index}].username: ${username} appears more than once`] : [];
  });
}

interface Problem {
  segments: string[];
  message: string;
}

/**
 * Ajv's errors as one line per value (`students[0].courses[1].credit: must be …`), with the
 * message of the schema node that failed (its `x-messages`), in the order of the file's
 * format: per object, unknown fields first, then the fields in schema order.
 */
function schemaProblems(errors: readonly ErrorObject[]): string[] {
  const problems = new Map<string, Problem>();
  for (const error of errors) {
    const problem = problemOf(error);
    const key = problem?.segments.join('\u0000');
    if (problem !== undefined && !problems.has(key!)) problems.set(key!, problem);
  }
  return [...problems.values()]
    .map((problem) => ({ ...problem, order: schemaOrder(problem.segments) }))
    .sort((a, b) => compareOrder(a.order, b.order))
    .map(({ segments, message }) => `${jsonPath(segments)}: ${message}`);
}

/** The problem an error names, or undefined for an error of a branch that has no message. */
function problemOf(error: ErrorObject): Problem | undefined {
  const segments = error.instancePath.split('/').slice(1);
  const parent = error.parentSchema as SchemaNode | undefined;
  if (error.keyword === 'additionalProperties') {
    const allowed = Object.keys(asNode(parent?.properties) ?? {}).join(', ');
    return {
      segments: [...segments, String(error.params.additionalProperty)],
      message: `unknown field (allowed: ${allowed})`,
    };
  }
  if (error.keyword === 'required') {
    const name = String(error.params.missingProperty);
    const own = messagesOf(asNode(asNode(parent?.properties)?.[name]));
    const message = own?.required ?? own?.invalid;
    return message === undefined ? undefined : { segments: [...segments, name], message };
  }
  const own = messagesOf(parent);
  const message = own?.[error.keyword as keyof ValidationMessages] ?? own?.invalid;
  return message === undefined ? undefined : { segments, message };
}

/** Per segment: an array index, or 0 for an unknown field and 1 + the property's position. */
function schemaOrder(segments: readonly string[]): number[] {
  let node: SchemaNode | undefined = DemoPortalFileSchema as unknown as SchemaNode;
  return segments.map((segment) => {
    const properties = asNode(node?.properties);
    if (properties !== undefined) {
      node = asNode(properties[segment]);
      return Object.keys(properties).indexOf(segment) + 1;
    }
    node = asNode(node?.items);
    return Number(segment);
  });
}

function compareOrder(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    if (a[index] !== b[index]) return a[index]! - b[index]!;
  }
  return a.length - b.length;
}

/** ['students', '0', 'email'] → `students[0].email`; [] → `the file`. */
function jsonPath(segments: readonly string[]): string {
  if (segments.length === 0) return 'the file';
  return segments
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, segment) =>
      /^\d+$/.test(segment) ? `${path}[${segment}]` : `${path}.${segment}`,
    );
}

type SchemaNode = Record<string, unknown>;

function asNode(value: unknown): SchemaNode | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as SchemaNode)
    : undefined;
}

function messagesOf(node: SchemaNode | undefined): ValidationMessages | undefined {
  return node?.[MESSAGES_KEYWORD] as ValidationMessages | undefined;
}
