import { Type, type TSchema } from '@fastify/type-provider-typebox';
import { messages } from '../../http/validation';
import { STUDENT_NUMBER_PATTERN } from '../../academic/student-number';

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

// The format of a demo portal file (`{ "students": [...] }`) as a JSON schema. Each node's
// `x-messages` (the api's validation keyword) holds the English text that names the problem
// to whoever edits the file; `demo-file.ts` turns Ajv's errors into those lines.

const NON_EMPTY_STRING = 'must be a non-empty string';
const STRING_OR_NULL = 'must be a string or null';
const JSON_OBJECT = 'must be a JSON object';

/** A required text: a string with a non-blank character, optionally in a format. */
function text(format?: { pattern: string; description: string }) {
  return Type.String({
    pattern: '\\S',
    ...messages({ invalid: NON_EMPTY_STRING }),
    // The format is a second rule, so that a blank value is "non-empty" and only a filled-in
    // value is told about the format.
    ...(format && {
      allOf: [
        {
          pattern: `^\\s*$|${format.pattern}`,
          ...messages({ invalid: `must be ${format.description}` }),
        },
      ],
    }),
  });
}

/** Absent, null and blank all mean "none"; anything else must be a string matching `format`. */
function optionalText(format?: { pattern: string; description: string } | { enum: string[] }) {
  const filled =
    format === undefined
      ? Type.String()
      : 'enum' in format
        ? Type.String({
            anyOf: [
              { pattern: '^\\s*$' },
              {
                enum: format.enum,
                ...messages({ invalid: `must be one of ${format.enum.join(', ')}` }),
              },
            ],
          })
        : Type.String({ pattern: `^\\s*$|${format.pattern}` });
  const problem =
    format === undefined || 'enum' in format ? {} : { pattern: `must be ${format.description}` };
  return Type.Optional(
    Type.Union([Type.Null(), { ...filled, ...messages({ type: STRING_OR_NULL, ...problem }) }], {
      ...messages({ invalid: STRING_OR_NULL }),
    }),
  );
}

/** An object that names its unknown fields (the allowed ones are its properties). */
function object<Properties extends Record<string, TSchema>>(properties: Properties) {
  return Type.Object(properties, {
    additionalProperties: false,
    ...messages({ invalid: JSON_OBJECT }),
  });
}

function array<Item extends TSchema>(item: Item) {
  return Type.Array(item, messages({ invalid: 'must be an array' }));
}

export const DemoCourseSchema = object({
  year: text({ pattern: '^\\d{4}$', description: 'a 4-digit year such as "2021"' }),
  semester: text(),
  number: text(),
  name: text(),
  type: text(),
  domain: text(),
  credit: Type.Integer({ minimum: 0, ...messages({ invalid: 'must be a non-negative integer' }) }),
  grade: text(),
});

export const DemoStudentSchema = object({
  username: text({ pattern: STUDENT_NUMBER_PATTERN, description: 'a 9-digit 학번' }),
  password: text(),
  name: text(),
  // The real portal may have no address (portal-answer.ts then answers ''), so may a student here.
  email: optionalText({ pattern: '^[^\\s@]+@[^\\s@]+$', description: 'an e-mail address' }),
  department: text(),
  secondDepartment: optionalText(),
  courses: Type.Optional(array(DemoCourseSchema)),
  simulate: optionalText({ enum: [...DEMO_SIMULATIONS] }),
  note: optionalText(),
  /**
   * Demo only: `npm start` and `npm run dev` (with PORTAL=demo) list these students in
   * ADMIN_USERNAMES (tools/site/site.js), so the demo has an admin. The portal ignores it.
   */
  demoAdmin: Type.Optional(Type.Boolean(messages({ invalid: 'must be true or false' }))),
});

export const DemoPortalFileSchema = object({
  $comment: optionalText(),
  students: array(DemoStudentSchema),
});
