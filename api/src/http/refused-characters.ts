import type { FastifyInstance } from 'fastify';
import { AppError, type ErrorDetail } from '../errors';

/**
 * Characters PostgreSQL refuses: NUL in any text or jsonb value ("invalid byte sequence"), and
 * a UTF-16 surrogate without its pair, which a jsonb column refuses as an invalid escape and a
 * text column would silently turn into U+FFFD. Either would reach a query as a 500.
 */
const REFUSED_CHARACTER =
  // eslint-disable-next-line no-control-regex -- NUL is exactly what this pattern is for
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const REFUSED_CHARACTER_MESSAGE =
  '사용할 수 없는 문자(NUL 문자 또는 깨진 유니코드 문자)가 포함되어 있습니다.';

export function hasRefusedCharacter(value: string): boolean {
  return REFUSED_CHARACTER.test(value);
}

/**
 * The dotted paths (`items.0.name`) of the strings in `value` that hold a refused character,
 * property names included. A refused character inside a name is shown as U+FFFD, so the
 * answer never carries it back.
 */
export function fieldsWithRefusedCharacters(
  value: unknown,
  prefix: readonly string[] = [],
): string[] {
  if (typeof value === 'string') return hasRefusedCharacter(value) ? [prefix.join('.')] : [];
  if (typeof value !== 'object' || value === null) return [];
  const found: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    const field = [...prefix, key.replace(new RegExp(REFUSED_CHARACTER, 'g'), '\uFFFD')];
    if (hasRefusedCharacter(key)) found.push(field.join('.'));
    else found.push(...fieldsWithRefusedCharacters(child, field));
  }
  return found;
}

function detailOf(fields: readonly string[]): ErrorDetail {
  return Object.fromEntries(fields.map((field) => [field, REFUSED_CHARACTER_MESSAGE]));
}

/**
 * One check for every route, before any schema or handler sees the request: a path, query or
 * body string with a character PostgreSQL refuses is a 400 naming the field (path and query:
 * COMMON005, body: VALID001, as their other validation failures), never a query that fails.
 */
export function registerRefusedCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const urlFields = [
      ...fieldsWithRefusedCharacters(request.params),
      ...fieldsWithRefusedCharacters(request.query),
    ];
    if (urlFields.length > 0) throw AppError.of('COMMON005', detailOf(urlFields));
    const bodyFields = fieldsWithRefusedCharacters(request.body);
    if (bodyFields.length > 0) {
      // A body that is itself one bad string has no field to name.
      throw bodyFields[0] === ''
        ? AppError.of('COMMON001')
        : AppError.of('VALID001', detailOf(bodyFields));
    }
  });
}
