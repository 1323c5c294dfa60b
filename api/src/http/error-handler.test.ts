import { Type } from '@fastify/type-provider-typebox';
import { AppError } from '../errors';
import { expectRefusal, expectValidationError, LogCapture, useTestApi } from '../testing';
import { messages } from './validation';

const ErrorBody = {
  code: expect.any(String),
  message: expect.any(String),
  requestId: expect.any(String),
};

describe('error responses', () => {
  const logs = new LogCapture('info');
  const api = useTestApi('pglite', {
    dependencies: { logger: logs.logger },
    resetBetweenTests: false,
  });

  beforeAll(() => {
    const app = api.app;
    app.post(
      '/test/strict',
      {
        schema: {
          body: Type.Object(
            {
              title: Type.String({
                minLength: 1,
                ...messages({
                  required: '제목 입력은 필수 입니다.',
                  minLength: '제목 입력은 필수 입니다.',
                }),
              }),
              count: Type.Integer(),
            },
            { additionalProperties: false },
          ),
        },
      },
      async () => ({ ok: true }),
    );
    app.get(
      '/test/items/:id',
      {
        schema: {
          params: Type.Object({ id: Type.Integer() }),
          querystring: Type.Object({
            category: Type.Optional(Type.Union([Type.Literal('CULTURE'), Type.Literal('ETC')])),
          }),
        },
      },
      async (request) => ({ id: request.params.id, category: request.query.category ?? null }),
    );
    app.get('/test/app-error', async () => {
      throw AppError.of('QUESTION001');
    });
    app.get('/test/bug', async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    app.get('/test/db-down', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      });
    });
  });

  const postStrict = (payload: string, contentType = 'application/json') =>
    api.app.inject({
      method: 'POST',
      url: '/test/strict',
      headers: { 'content-type': contentType },
      payload,
    });

  it('answers unknown paths with 404 COMMON007', async () => {
    const response = await api.app.inject({ url: '/api/v1/nothing-here' });

    expectRefusal(response, 404, {
      code: 'COMMON007',
      message: '요청한 경로를 찾을 수 없습니다.',
    });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers a known path with the wrong method with 405 COMMON003 and Allow', async () => {
    const response = await api.app.inject({ method: 'DELETE', url: '/api/v1/terms/current' });

    expectRefusal(response, 405, {
      code: 'COMMON003',
      message: '지원하지 않는 Http Method 입니다.',
    });
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('reports every invalid field in Korean as VALID001', async () => {
    const response = await postStrict(JSON.stringify({ title: '', count: '3', extra: true }));

    expectValidationError(response, {
      title: '제목 입력은 필수 입니다.',
      count: '형식이 올바르지 않습니다.',
      extra: '허용되지 않는 항목입니다.',
    });
  });

  it('uses the required message for a missing field', async () => {
    const response = await postStrict(JSON.stringify({ count: 1 }));

    expect(response.json().detail).toEqual({ title: '제목 입력은 필수 입니다.' });
  });

  it.each([
    ['invalid JSON', '{"title": "a",', 'application/json'],
    ['an empty JSON body', '', 'application/json'],
    ['a JSON array instead of an object', '[1, 2]', 'application/json'],
    [
      'a prototype-poisoning body',
      '{"__proto__": {"admin": true}, "title": "a", "count": 1}',
      'application/json',
    ],
  ])('answers %s with 400 COMMON001', async (_case, payload, contentType) => {
    const response = await postStrict(payload, contentType);

    expectRefusal(response, 400, {
      code: 'COMMON001',
      message: '잘못된 요청입니다.',
    });
  });

  it('answers a missing body with 400 COMMON001', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/test/strict' });

    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('COMMON001');
  });

  it('accepts JSON bodies only: 415 COMMON008 otherwise', async () => {
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
    ]) {
      const response = await postStrict('title=a&count=1', contentType);
      expect([contentType, response.statusCode, response.json().code]).toEqual([
        contentType,
        415,
        'COMMON008',
      ]);
    }
  });

  it('answers a body over BODY_LIMIT_BYTES with 413 COMMON006', async () => {
    const title = 'x'.repeat(api.config.bodyLimitBytes);

    const response = await postStrict(JSON.stringify({ title, count: 1 }));

    expectRefusal(response, 413, {
      code: 'COMMON006',
      message: '요청 본문이 너무 큽니다.',
    });
  });

  it('coerces valid path and query values and rejects invalid ones with 400 COMMON005', async () => {
    expect((await api.app.inject({ url: '/test/items/7?category=ETC' })).json()).toEqual({
      id: 7,
      category: 'ETC',
    });

    for (const url of ['/test/items/abc', '/test/items/7?category=MAJOR']) {
      const response = await api.app.inject({ url });
      expect([url, response.statusCode, response.json()]).toEqual([
        url,
        400,
        { code: 'COMMON005', message: '잘못된 요청 값입니다.', requestId: expect.any(String) },
      ]);
    }
  });

  it('sends a thrown AppError with its own status and message', async () => {
    const response = await api.app.inject({ url: '/test/app-error' });

    expectRefusal(response, 404, {
      code: 'QUESTION001',
      message: '해당 질문을 찾을 수 없습니다.',
    });
  });

  it('hides unexpected errors behind 500 COMMON000 and logs them', async () => {
    logs.clear();

    const response = await api.app.inject({ url: '/test/bug' });

    expectRefusal(response, 500, {
      code: 'COMMON000',
      message: '서버 에러, 관리자에게 문의 바랍니다.',
    });
    expect(response.body).not.toContain('secret_table');
    const logged = logs.records().find((line) => line.level === 50);
    expect(logged).toMatchObject({
      msg: 'unexpected error',
      err: { message: expect.stringContaining('secret_table') },
    });
  });

  it('answers a database outage with 503 COMMON009', async () => {
    const response = await api.app.inject({ url: '/test/db-down' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ ...ErrorBody, code: 'COMMON009' });
  });
});
