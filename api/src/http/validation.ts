import Ajv, { type ErrorObject, type Options as AjvOptions } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { ErrorDetail } from '../errors';

/**
 * The schema keyword that carries a field's Korean validation messages, keyed by the failing
 * JSON-schema keyword (`required`, `minLength`, `pattern`, …) with `invalid` as the fallback
 * for any other failure. An `x-` name stays a valid OpenAPI extension in /api/docs.
 */
export const MESSAGES_KEYWORD = 'x-messages';

export type ValidationMessages = Partial<
  Record<
    | 'required'
    | 'type'
    | 'minLength'
    | 'maxLength'
    | 'pattern'
    | 'format'
    | 'enum'
    | 'const'
    | 'minimum'
    | 'maximum'
    | 'minItems'
    | 'maxItems'
    | 'invalid',
    string
  >
>;

/**
 * Attaches Korean messages to a field schema, spread into TypeBox options:
 * `Type.String({ minLength: 8, ...messages({ required: '비밀번호 입력은 필수 입니다.',
 * minLength: '비밀번호는 최소 8자리 이어야 합니다.' }) })`.
 */
export function messages(fieldMessages: ValidationMessages): {
  [MESSAGES_KEYWORD]: ValidationMessages;
} {
  return { [MESSAGES_KEYWORD]: fieldMessages };
}

/**
 * Messages for fields without their own; each names the rule, never echoes the input (their
 * English: messages-en.ts).
 */
export const GENERIC_MESSAGES: Record<string, (params: Record<string, unknown>) => string> = {
  required: () => '필수 입력 항목입니다.',
  additionalProperties: () => '허용되지 않는 항목입니다.',
  type: () => '형식이 올바르지 않습니다.',
  minLength: ({ limit }) => `최소 ${String(limit)}자 이상 입력해야 합니다.`,
  maxLength: ({ limit }) => `최대 ${String(limit)}자까지 입력할 수 있습니다.`,
  minimum: ({ limit }) => `${String(limit)} 이상이어야 합니다.`,
  maximum: ({ limit }) => `${String(limit)} 이하여야 합니다.`,
  minItems: ({ limit }) => `최소 ${String(limit)}개 이상이어야 합니다.`,
  maxItems: ({ limit }) => `최대 ${String(limit)}개까지 가능합니다.`,
  enum: () => '허용되지 않는 값입니다.',
  const: () => '허용되지 않는 값입니다.',
};
const GENERIC_INVALID = '올바르지 않은 값입니다.';

type SchemaNode = Record<string, unknown>;

/**
 * Turns AJV's errors for a request body into `{ field: message }`, one message per field (the
 * first failure), using the field's `x-messages` when present. Returns null when the body as a
 * whole is wrong (not an object, missing), which is a malformed request rather than a field
 * error. Nested fields are named by dotted path (`items.0.name`).
 */
export function bodyErrorDetail(
  errors: readonly ErrorObject[],
  bodySchema: unknown,
): ErrorDetail | null {
  const detail: ErrorDetail = {};
  for (const error of errors) {
    const segments = pointerSegments(error.instancePath);
    const field = fieldSegments(error, segments);
    if (field.length === 0) {
      // An anyOf at the root also reports its branches' root errors; only the body-level
      // failure matters, and it is not a field error.
      return null;
    }
    const name = field.join('.');
    if (name in detail) continue;
    detail[name] = messageFor(error, schemaAt(bodySchema, field));
  }
  return detail;
}

function fieldSegments(error: ErrorObject, segments: string[]): string[] {
  if (error.keyword === 'required') return [...segments, String(error.params.missingProperty)];
  if (error.keyword === 'additionalProperties') {
    return [...segments, String(error.params.additionalProperty)];
  }
  return segments;
}

function messageFor(error: ErrorObject, fieldSchema: SchemaNode | undefined): string {
  // An unknown field has no schema of its own, so its message is always the generic one.
  const own =
    error.keyword === 'additionalProperties'
      ? undefined
      : (fieldSchema?.[MESSAGES_KEYWORD] as ValidationMessages | undefined);
  const keyword = error.keyword as keyof ValidationMessages;
  return (
    own?.[keyword] ??
    (keyword === 'required' ? undefined : own?.invalid) ??
    GENERIC_MESSAGES[error.keyword]?.(error.params) ??
    GENERIC_INVALID
  );
}

/** RFC 6901 pointer → segments (`/a~1b/0` → ['a/b', '0']). */
function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The sub-schema describing the value at `segments`, following properties, items and unions. */
function schemaAt(schema: unknown, segments: readonly string[]): SchemaNode | undefined {
  let current = asNode(schema);
  for (const segment of segments) {
    if (current === undefined) return undefined;
    current = childSchema(current, segment);
  }
  return current;
}

function childSchema(node: SchemaNode, segment: string): SchemaNode | undefined {
  const property = asNode(asNode(node.properties)?.[segment]);
  if (property !== undefined) return property;
  if (/^\d+$/.test(segment) && asNode(node.items) !== undefined) return asNode(node.items);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = node[key];
    if (!Array.isArray(branches)) continue;
    for (const branch of branches) {
      const branchNode = asNode(branch);
      const found = branchNode === undefined ? undefined : childSchema(branchNode, segment);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function asNode(value: unknown): SchemaNode | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as SchemaNode)
    : undefined;
}

const SHARED_AJV_OPTIONS: AjvOptions = {
  useDefaults: true,
  // Reject, never strip: an unexpected field is a client bug the client should hear about.
  removeAdditional: false,
  strictTypes: false,
};

/**
 * An AJV instance configured as the api's validators are (formats, `x-messages`, no stripping):
 * for JSON the api reads itself, e.g. the demo portal file.
 */
export function createAjv(options: AjvOptions): Ajv {
  const ajv = new Ajv({ ...SHARED_AJV_OPTIONS, ...options });
  addFormats(ajv);
  ajv.addKeyword({ keyword: MESSAGES_KEYWORD, schemaType: 'object' });
  return ajv;
}

/**
 * Fastify validator compiler with two AJV instances:
 * - bodies are JSON, so types are exact (no coercion: `"3"` is not a number) and every failing
 *   field is reported (allErrors is safe here: bodies are capped by BODY_LIMIT_BYTES);
 * - params and querystring arrive as strings and are coerced to the schema's types.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const bodyAjv = createAjv({ coerceTypes: false, allErrors: true });
  const urlAjv = createAjv({ coerceTypes: 'array', allErrors: false });
  return ({ schema, httpPart }) =>
    (httpPart === 'body' ? bodyAjv : urlAjv).compile(schema as object);
}

let shared: FastifySchemaCompiler<unknown> | undefined;

/**
 * The validator compiler every app of this process uses: AJV keeps what it compiled by schema
 * object, and the route schemas are module constants, so a second app (a test file builds one
 * per database) reuses each route's validator instead of compiling it again. The server builds
 * one app per process: it compiles what it did before.
 */
export function sharedValidatorCompiler(): FastifySchemaCompiler<unknown> {
  shared ??= createValidatorCompiler();
  return shared;
}
