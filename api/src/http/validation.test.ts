import { Type } from '@fastify/type-provider-typebox';
import type { ErrorObject } from 'ajv';
import { bodyErrorDetail, createValidatorCompiler, messages } from './validation';

const Body = Type.Object(
  {
    username: Type.String({
      pattern: '^[0-9]{9}$',
      ...messages({
        required: '학번 입력은 필수 입니다.',
        pattern: '학번은 9자리 숫자 이어야 합니다.',
      }),
    }),
    password: Type.String({ minLength: 8 }),
    credit: Type.Integer({
      minimum: 0,
      ...messages({ invalid: '학점은 0 이상의 정수여야 합니다.' }),
    }),
    items: Type.Optional(
      Type.Array(
        Type.Object({
          name: Type.String({ ...messages({ required: '이름 입력은 필수 입니다.' }) }),
        }),
      ),
    ),
    exemption: Type.Optional(
      Type.Union([Type.Literal('FOREIGN'), Type.Null()], {
        ...messages({ invalid: '면제 구분이 올바르지 않습니다.' }),
      }),
    ),
  },
  { additionalProperties: false },
);

/** Validates like Fastify does for a body and returns the errors. */
function bodyErrors(body: unknown): ErrorObject[] {
  const validate = createValidatorCompiler()({
    schema: Body,
    method: 'POST',
    url: '/test',
    httpPart: 'body',
  }) as ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
  expect(validate(body)).toBe(false);
  return validate.errors ?? [];
}

const validBody = { username: '202312345', password: 'password1', credit: 3 };

describe('bodyErrorDetail', () => {
  it('uses the field messages of the schema, one per field, for every failing field', () => {
    const detail = bodyErrorDetail(bodyErrors({ password: 'short', credit: -1 }), Body);

    expect(detail).toEqual({
      username: '학번 입력은 필수 입니다.',
      password: '최소 8자 이상 입력해야 합니다.',
      credit: '학점은 0 이상의 정수여야 합니다.',
    });
  });

  it('picks the message of the failing keyword', () => {
    expect(bodyErrorDetail(bodyErrors({ ...validBody, username: '12ab' }), Body)).toEqual({
      username: '학번은 9자리 숫자 이어야 합니다.',
    });
  });

  it('does not coerce JSON types in bodies', () => {
    expect(bodyErrorDetail(bodyErrors({ ...validBody, credit: '3' }), Body)).toEqual({
      credit: '학점은 0 이상의 정수여야 합니다.',
    });
    expect(bodyErrorDetail(bodyErrors({ ...validBody, username: 202312345 }), Body)).toEqual({
      username: '형식이 올바르지 않습니다.',
    });
  });

  it('names unknown fields instead of dropping them', () => {
    expect(bodyErrorDetail(bodyErrors({ ...validBody, role: 'ROLE_ADMIN' }), Body)).toEqual({
      role: '허용되지 않는 항목입니다.',
    });
  });

  it('names nested fields by dotted path', () => {
    expect(bodyErrorDetail(bodyErrors({ ...validBody, items: [{ name: 'a' }, {}] }), Body)).toEqual(
      {
        'items.1.name': '이름 입력은 필수 입니다.',
      },
    );
  });

  it('uses the union message for a value matching no branch', () => {
    expect(bodyErrorDetail(bodyErrors({ ...validBody, exemption: 'ALIEN' }), Body)).toEqual({
      exemption: '면제 구분이 올바르지 않습니다.',
    });
  });

  it('returns null when the body itself is not an object', () => {
    expect(bodyErrorDetail(bodyErrors([validBody]), Body)).toBeNull();
    expect(bodyErrorDetail(bodyErrors(undefined), Body)).toBeNull();
  });
});

describe('createValidatorCompiler for the URL', () => {
  it('coerces query and path strings to the schema types', () => {
    const validate = createValidatorCompiler()({
      schema: Type.Object({ page: Type.Integer({ minimum: 0 }) }),
      method: 'GET',
      url: '/test',
      httpPart: 'querystring',
    }) as (data: unknown) => boolean;
    const query = { page: '2' };

    expect(validate(query)).toBe(true);
    expect(query).toEqual({ page: 2 });
  });
});
