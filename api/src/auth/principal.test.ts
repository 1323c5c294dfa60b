import { Type } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { bearer, expectRefusal, insertMember, useTestApi } from '../testing';
import { requireAdmin, requireMember, requireVerified } from './principal';

describe('request principal and route guards', () => {
  const api = useTestApi('pglite', { resetBetweenTests: false });
  beforeAll(() => {
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

  let userId: number;
  let adminId: number;
  beforeAll(async () => {
    userId = await insertMember(api.db);
    adminId = await insertMember(api.db, { role: 'ROLE_ADMIN' });
  });

  const user = () => api.tokens.signAccess({ memberId: userId, role: 'ROLE_USER' }).token;
  const admin = () => api.tokens.signAccess({ memberId: adminId, role: 'ROLE_ADMIN' }).token;
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
      principal: {
        kind: 'member',
        memberId: userId,
        role: 'ROLE_USER',
        sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    });
    expect((await get('/test/whoami', verified())).json()).toMatchObject({
      principal: { kind: 'verified', username: '202312345' },
    });
  });

  it('checks a present token even on public paths', async () => {
    const invalid = await get('/api/v1/terms/current', 'garbage');
    expectRefusal(invalid, 401, { code: 'ACCOUNT004', message: '토큰이 올바르지 않습니다.' });

    const refreshAsAccess = await get(
      '/api/v1/terms/current',
      api.tokens.signRefresh({
        memberId: userId,
        role: 'ROLE_USER',
        sessionId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
        generation: 1,
        sessionSecondsLeft: 86_400,
      }).token,
    );
    expect(refreshAsAccess.statusCode).toBe(401);
    expect(refreshAsAccess.json().code).toBe('ACCOUNT004');
  });

  it('answers an expired access token with ACCOUNT005 so the client refreshes', async () => {
    const token = user();
    api.clock.advance(api.config.accessTokenTtlSeconds);

    const response = await get('/api/v1/departments', token);

    expectRefusal(response, 401, {
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

  describe("a read the site's own page fetches with the member cookie (a preload)", () => {
    /** The cookie as shared-auth's js-cookie writes it. */
    const memberCookie = (accessToken: string) =>
      `member=${encodeURIComponent(JSON.stringify({ accessToken, memberRole: 'ROLE_USER', username: '202312345' }))}`;
    const SAME_ORIGIN_FETCH = {
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'cors',
      'sec-fetch-dest': 'empty',
    };
    const read = (headers: Record<string, string>, method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
      api.app.inject({ method, url: '/test/member', headers });

    it('authenticates a same-origin GET or HEAD fetch by the cookie’s access token', async () => {
      const cookie = memberCookie(user());
      expect((await read({ cookie, ...SAME_ORIGIN_FETCH })).statusCode).toBe(200);
      expect((await read({ cookie, ...SAME_ORIGIN_FETCH }, 'HEAD')).statusCode).toBe(200);
      const whoami = await api.app.inject({
        url: '/test/whoami',
        headers: { cookie, ...SAME_ORIGIN_FETCH },
      });
      expect(whoami.json()).toMatchObject({ principal: { kind: 'member', memberId: userId } });
    });

    it('checks the cookie’s token like a header’s: an expired one → 401 ACCOUNT005', async () => {
      const token = user();
      api.clock.advance(api.config.accessTokenTtlSeconds);
      const expired = await read({ cookie: memberCookie(token), ...SAME_ORIGIN_FETCH });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().code).toBe('ACCOUNT005');
    });

    describe('a cookie that outlived its session: public stays public', () => {
      const sessionOf = (token: string) =>
        JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid as string;
      const endSessionOf = async (token: string) => {
        await api.storeSessions();
        await sql`update sessions set revoked_at = now() where id = ${sessionOf(token)}`.execute(
          api.db,
        );
        await api.settled();
      };
      const withCookie = (url: string, token: string) =>
        api.app.inject({ url, headers: { cookie: memberCookie(token), ...SAME_ORIGIN_FETCH } });

      const stale: [string, () => Promise<string>, string][] = [
        [
          'an expired token',
          async () => {
            const token = user();
            api.clock.advance(api.config.accessTokenTtlSeconds);
            return token;
          },
          'ACCOUNT005',
        ],
        [
          'an ended session (logout, password change, withdrawal)',
          async () => {
            const token = user();
            await endSessionOf(token);
            return token;
          },
          'ACCOUNT014',
        ],
        ['a token that is not ours', async () => 'garbage', 'ACCOUNT004'],
        ['a verification token', async () => verified(), 'ACCOUNT004'],
      ];

      it.each(stale)('answers public reads as for a guest with %s', async (_case, tokenOf) => {
        const token = await tokenOf();
        for (const url of ['/api/v1/members/count', '/api/v1/departments']) {
          const response = await withCookie(url, token);
          expect(response.statusCode).toBe(200);
        }
        expect((await withCookie('/test/whoami', token)).json()).toEqual({ principal: null });
      });

      it.each(stale)(
        'answers a member path with %s by its own refusal',
        async (_c, tokenOf, code) => {
          const response = await withCookie('/test/member', await tokenOf());
          expect(response.statusCode).toBe(401);
          expect(response.json().code).toBe(code);
        },
      );

      it('keeps a header’s stale token an error on public paths (the original’s clients)', async () => {
        const token = user();
        await endSessionOf(token);
        const response = await get('/api/v1/members/count', token);
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('ACCOUNT014');
      });
    });

    it.each([
      ['another site', { ...SAME_ORIGIN_FETCH, 'sec-fetch-site': 'cross-site' }],
      ['a sibling site', { ...SAME_ORIGIN_FETCH, 'sec-fetch-site': 'same-site' }],
      [
        'a navigation',
        {
          'sec-fetch-site': 'same-origin',
          'sec-fetch-mode': 'navigate',
          'sec-fetch-dest': 'document',
        },
      ],
      [
        'an embedded resource',
        { ...SAME_ORIGIN_FETCH, 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      ],
      ['a client without fetch metadata', {}],
    ])('ignores the cookie for %s (401 ACCOUNT007)', async (_who, metadata) => {
      const response = await read({ cookie: memberCookie(user()), ...metadata });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('ACCOUNT007');
    });

    it('ignores the cookie for a state change: those stay bearer-only', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/test/member-body',
        headers: { cookie: memberCookie(user()), ...SAME_ORIGIN_FETCH },
        payload: { title: '질문' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('ACCOUNT007');
    });

    it('prefers the Authorization header, and takes an unreadable cookie as none', async () => {
      const withBoth = await api.app.inject({
        url: '/test/whoami',
        headers: { ...bearer(admin()), cookie: memberCookie(user()), ...SAME_ORIGIN_FETCH },
      });
      expect(withBoth.json()).toMatchObject({ principal: { memberId: adminId } });
      for (const cookie of ['member=%7Bnot-json', 'member=%7B%7D', 'member=']) {
        const response = await read({ cookie, ...SAME_ORIGIN_FETCH });
        expect(response.json().code).toBe('ACCOUNT007');
      }
    });
  });

  describe('the session of an access token', () => {
    const sessionOf = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid as string;

    it('is refused with 401 ACCOUNT014 once ended, on public paths too, and at once', async () => {
      const token = user();
      expect((await get('/test/member', token)).statusCode).toBe(200);

      await sql`update sessions set revoked_at = now() where id = ${sessionOf(token)}`.execute(
        api.db,
      );
      await api.settled();

      for (const url of ['/test/member', '/api/v1/terms/current']) {
        const response = await get(url, token);
        expectRefusal(response, 401, {
          code: 'ACCOUNT014',
          message: '로그인이 종료되었습니다. 다시 로그인해주세요.',
        });
      }
      // Another session of the same member goes on.
      expect((await get('/test/member', user())).statusCode).toBe(200);
    });

    it('is refused when the session is unknown or is another member’s', async () => {
      const stranger = api.tokens.signAccess({
        memberId: userId,
        role: 'ROLE_USER',
        sessionId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      }).token;
      expect((await get('/test/member', stranger)).json().code).toBe('ACCOUNT014');

      const adminSession = sessionOf(admin());
      await get('/test/admin', admin()); // stores the admin's pending sessions
      const borrowed = api.tokens.signAccess({
        memberId: userId,
        role: 'ROLE_USER',
        sessionId: adminSession,
      }).token;
      expect((await get('/test/member', borrowed)).json().code).toBe('ACCOUNT014');
    });

    it('is refused once the member is deleted (withdrawal)', async () => {
      const leaving = await insertMember(api.db);
      const token = api.tokens.signAccess({ memberId: leaving, role: 'ROLE_USER' }).token;
      expect((await get('/test/member', token)).statusCode).toBe(200);

      await api.db.deleteFrom('members').where('id', '=', leaving).execute();
      await api.settled();

      expect((await get('/test/member', token)).json().code).toBe('ACCOUNT014');
    });
  });
});
