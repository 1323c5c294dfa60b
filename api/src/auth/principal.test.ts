import { Type } from '@fastify/type-provider-typebox';
import { bearer, createTestApi, type TestApi } from '../testing';
import { requireAdmin, requireMember, requireVerified } from './principal';

describe('request principal and route guards', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
    api.app.get('/test/whoami', async (request) => ({ principal: request.principal }));
    api.app.get('/test/member', { onRequest: requireMember }, async () => ({ ok: true }));
    api.app.get('/test/admin', { onRequest: requireAdmin }, async () => ({ ok: true }));
    api.app.get('/test/verified', { onRequest: requireVerified }, async () => ({ ok: true }));
    api.app.post(
      '/test/member-body',
      {
        onRequest: requireMember,
        schema: { body: Type.Object({ title: Type.String() }, { additionalProperties: false }) },
      },
      async () => ({ ok: true }),
    );
  });
  afterAll(() => api?.close());

  const user = () => api.tokens.signAccess({ memberId: 5, role: 'ROLE_USER' }).token;
  const admin = () => api.tokens.signAccess({ memberId: 6, role: 'ROLE_ADMIN' }).token;
  const verified = () => api.tokens.signVerification('202312345').token;

  const get = (url: string, token?: string) =>
    api.app.inject({ url, headers: token === undefined ? {} : bearer(token) });

  it('is null without a token, or with another scheme', async () => {
    expect((await get('/test/whoami')).json()).toEqual({ principal: null });
    const basic = await api.app.inject({
      url: '/test/whoami',
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(basic.json()).toEqual({ principal: null });
  });

  it('carries the member or the verified 학번', async () => {
    expect((await get('/test/whoami', user())).json()).toEqual({
      principal: { kind: 'member', memberId: 5, role: 'ROLE_USER' },
    });
    expect((await get('/test/whoami', verified())).json()).toMatchObject({
      principal: { kind: 'verified', username: '202312345' },
    });
  });

  it('checks a present token even on public paths', async () => {
    const invalid = await get('/api/v1/terms/current', 'garbage');
    expect(invalid.statusCode).toBe(401);
    expect(invalid.json()).toEqual({ code: 'ACCOUNT004', message: '토큰이 올바르지 않습니다.' });

    const refreshAsAccess = await get(
      '/api/v1/terms/current',
      api.tokens.signRefresh({ memberId: 5, role: 'ROLE_USER' }).token,
    );
    expect(refreshAsAccess.statusCode).toBe(401);
    expect(refreshAsAccess.json().code).toBe('ACCOUNT004');
  });

  it('answers an expired access token with ACCOUNT005 so the client refreshes', async () => {
    const token = user();
    api.clock.advance(api.config.accessTokenTtlSeconds);

    const response = await get('/api/v1/departments', token);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'ACCOUNT005',
      message: '기존 토큰이 만료되었습니다. 토큰을 재발급해주세요.',
    });
  });

  it.each([
    ['/test/member', undefined, 401, 'ACCOUNT007'],
    ['/test/member', 'verified', 403, 'ACCOUNT008'],
    ['/test/member', 'user', 200, null],
    ['/test/member', 'admin', 200, null],
    ['/test/admin', undefined, 401, 'ACCOUNT007'],
    ['/test/admin', 'user', 403, 'ACCOUNT008'],
    ['/test/admin', 'verified', 403, 'ACCOUNT008'],
    ['/test/admin', 'admin', 200, null],
    ['/test/verified', undefined, 401, 'ACCOUNT007'],
    ['/test/verified', 'user', 403, 'ACCOUNT008'],
    ['/test/verified', 'verified', 200, null],
  ] as const)('%s with %s token → %i %s', async (url, who, status, code) => {
    const token = { user, admin, verified }[who ?? 'user'];
    const response = await get(url, who === undefined ? undefined : token());

    expect(response.statusCode).toBe(status);
    if (code !== null) expect(response.json().code).toBe(code);
  });

  it('rejects an anonymous caller before validating the body', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/test/member-body',
      payload: { unknown: 1 },
    });

    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('ACCOUNT007');
  });
});
