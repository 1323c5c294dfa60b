import { Type } from '@fastify/type-provider-typebox';
import { AppError } from '../errors';
import { expectRefusal, useTestApi } from '../testing';
import { messages } from './validation';

// Error answers speak the request's language (issue 40): the `lang` cookie the site's switch
// sets, else Accept-Language, else Korean. Codes and statuses never change with it.
describe('error answers in the request language', () => {
  const api = useTestApi('pglite', { resetBetweenTests: false });

  beforeAll(() => {
    api.app.post(
      '/test/language/strict',
      {
        schema: {
          body: Type.Object(
            {
              username: Type.String({
                pattern: '^[0-9]{9}$',
                ...messages({
                  required: '학번 입력은 필수 입니다.',
                  invalid: '학번은 9자리 숫자 이어야 합니다.',
                }),
              }),
              title: Type.String({ maxLength: 5 }),
            },
            { additionalProperties: false },
          ),
        },
      },
      async () => ({ ok: true }),
    );
    api.app.get('/test/language/portal-locked', async () => {
      const endsAt = Date.parse('2026-11-29T15:07:30+09:00');
      throw AppError.portalFailuresSpent(endsAt - 60_000, endsAt);
    });
  });

  const notFound = (headers: Record<string, string>) =>
    api.app.inject({ url: '/api/v1/questions/999999', headers });

  it('is Korean by default, word for word', async () => {
    const response = await notFound({});

    expectRefusal(response, 404, {
      code: 'QUESTION001',
      message: '해당 질문을 찾을 수 없습니다.',
    });
  });

  it('is English for the lang=en cookie, with the same code and status', async () => {
    const response = await notFound({ cookie: 'member=x; lang=en' });

    expectRefusal(response, 404, {
      code: 'QUESTION001',
      message: 'No such question.',
    });
    expect(response.headers.vary).toMatch(/Cookie, Accept-Language/);
  });

  it('is English for Accept-Language: en when no cookie chose', async () => {
    const response = await notFound({ 'accept-language': 'en-US,en;q=0.9,ko;q=0.5' });

    expect(response.json().message).toBe('No such question.');
  });

  it('follows the cookie over the header, both ways', async () => {
    const korean = await notFound({ cookie: 'lang=ko', 'accept-language': 'en' });
    const english = await notFound({ cookie: 'lang=en', 'accept-language': 'ko-KR' });

    expect(korean.json().message).toBe('해당 질문을 찾을 수 없습니다.');
    expect(english.json().message).toBe('No such question.');
  });

  it('answers unknown paths and methods in English too', async () => {
    const headers = { cookie: 'lang=en' };
    const path = await api.app.inject({ url: '/api/v1/nothing-here', headers });
    const method = await api.app.inject({
      method: 'DELETE',
      url: '/api/v1/terms/current',
      headers,
    });

    expect([path.statusCode, path.json().code, path.json().message]).toEqual([
      404,
      'COMMON007',
      'The requested path was not found.',
    ]);
    expect([method.statusCode, method.json().code, method.json().message]).toEqual([
      405,
      'COMMON003',
      'This HTTP method is not supported.',
    ]);
  });

  it.each([
    ['a URL the router cannot decode', '/api/v1/questions/%E0%A4%A', 400],
    ['a path parameter over its length', `/api/v1/questions/${'1'.repeat(300)}`, 414],
  ])('answers %s, refused before any hook, in English too', async (_case, url, status) => {
    const response = await api.app.inject({ url, headers: { cookie: 'lang=en' } });

    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code: 'COMMON001', message: 'Bad request.' });
  });

  it('names invalid fields in English: own messages and the generic ones', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/test/language/strict',
      headers: { 'accept-language': 'en' },
      payload: { username: '12', title: 'too long', extra: 1 },
    });

    expectRefusal(response, 400, {
      code: 'VALID001',
      message: 'Some input values are invalid.',
      detail: {
        username: 'The student number must be 9 digits.',
        title: 'Enter at most 5 characters.',
        extra: 'This field is not allowed.',
      },
    });
  });

  it('keeps the Korean detail of the same request without a language', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/test/language/strict',
      payload: { title: 'too long' },
    });

    expect(response.json().detail).toEqual({
      username: '학번 입력은 필수 입니다.',
      title: '최대 5자까지 입력할 수 있습니다.',
    });
  });

  it('says until when portal logins are held back in the language, in Korean time', async () => {
    const korean = await api.app.inject({ url: '/test/language/portal-locked' });
    const english = await api.app.inject({
      url: '/test/language/portal-locked',
      headers: { cookie: 'lang=en' },
    });

    expect(korean.statusCode).toBe(429);
    expect(korean.json().message).toMatch(/ 11월 29일 오후 3:08부터 다시 시도할 수 있습니다\.$/);
    expect(english.statusCode).toBe(429);
    expect(english.json().message).toMatch(
      /^The Sammul password .* You can try again from 29 November at 15:08 \(Korean time\)\.$/,
    );
  });
});
