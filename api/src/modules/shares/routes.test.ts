/**
 * Share links (POST/GET/DELETE /shares, public GET /shares/{token}) on a demo student uploaded
 * through the real upload path, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { createHash } from 'node:crypto';
import {
  expectRefusal,
  expectValidationError,
  GENEROUS_ATTEMPT_LIMITS,
  insertCourses,
  insertMember,
  itRefusesAllButMembers,
  memberHeaders,
  setPassword,
  testDatabaseKinds,
  useTestApi,
  withdraw,
} from '../../testing';
import { KIM_SANGMYUNG_CREDIT, uploadDemoCourses } from '../courses/testing';

const SITE = 'https://smunity.example';
const NOT_FOUND = {
  code: 'SHARE001',
  message: '공유된 검사 결과를 찾을 수 없습니다. 링크가 만료되었거나 취소되었습니다.',
  requestId: expect.any(String),
};
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())('share links (%s)', (kind) => {
  const api = useTestApi(kind, { config: { attemptLimits: GENEROUS_ATTEMPT_LIMITS } });

  /** 김상명 201910101 (2019 컴퓨터과학전공, every requirement met) with the courses uploaded. */
  async function uploadedMember(): Promise<number> {
    const memberId = await insertMember(api.db, { username: '201910101', cohort: 2019 });
    await uploadDemoCourses(api, memberId, '201910101');
    return memberId;
  }

  function share(memberId: number, payload: unknown) {
    return api.app.inject({
      method: 'POST',
      url: '/api/v1/shares',
      headers: { ...memberHeaders(api, memberId), origin: SITE },
      payload: payload as object,
    });
  }

  async function createdToken(memberId: number, showName = false): Promise<string> {
    const response = await share(memberId, { expiresInDays: 7, showName });
    expect(response.statusCode).toBe(201);
    return response.json().token;
  }

  const open = (token: string, headers: Record<string, string> = {}) =>
    api.app.inject({ url: `/api/v1/shares/${token}`, headers });

  const revoke = (memberId: number, tokenOrId: string | number) =>
    api.app.inject({
      method: 'DELETE',
      url: `/api/v1/shares/${tokenOrId}`,
      headers: memberHeaders(api, memberId),
    });

  const list = (memberId: number) =>
    api.app.inject({ url: '/api/v1/shares', headers: memberHeaders(api, memberId) });

  async function get(memberId: number, url: string) {
    return (await api.app.inject({ url, headers: memberHeaders(api, memberId) })).json();
  }

  describe('who may create, list and revoke', () => {
    const MEMBER_ROUTES = [
      { method: 'POST', url: '/api/v1/shares', payload: { expiresInDays: 7, showName: false } },
      { method: 'GET', url: '/api/v1/shares' },
      { method: 'DELETE', url: `/api/v1/shares/${'a'.repeat(43)}` },
    ] as const;

    itRefusesAllButMembers(api, MEMBER_ROUTES);

    it('a 졸업생 (entered before 2017) has no result to share: 400 SHARE003', async () => {
      const memberId = await insertMember(api.db, { username: '201610101', cohort: null });
      const response = await share(memberId, { expiresInDays: 7, showName: false });
      expectRefusal(response, 400, {
        code: 'SHARE003',
        message: '2017학번부터 검사가 가능합니다.',
      });
    });
  });

  describe('bad input is a 400 with a Korean message, never a 500', () => {
    let memberId: number;
    beforeEach(async () => {
      memberId = await insertMember(api.db, { username: '201910101', cohort: 2019 });
    });

    it.each([0, 31, -1, 1.5, '7', null, 1e9])(
      'expiresInDays %p → 400 VALID001',
      async (expiresInDays) => {
        const response = await share(memberId, { expiresInDays, showName: false });
        expectValidationError(response, {
          expiresInDays: '공유 기간은 1일부터 30일까지 정수로 선택할 수 있습니다.',
        });
      },
    );

    it.each(['true', 1, null, 'yes'])('showName %p → 400 VALID001', async (showName) => {
      const response = await share(memberId, { expiresInDays: 7, showName });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toEqual({
        showName: '이름 공개 여부는 true 또는 false 여야 합니다.',
      });
    });

    it('missing fields are named', async () => {
      const response = await share(memberId, {});
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toEqual({
        expiresInDays: '공유 기간을 선택해 주세요.',
        showName: '이름 공개 여부를 선택해 주세요.',
      });
    });

    it('an unknown field is refused', async () => {
      const response = await share(memberId, { expiresInDays: 7, showName: true, username: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALID001');
    });

    it.each([
      ['no body', undefined],
      ['an array', [7, true]],
    ])('%s → 400', async (_label, payload) => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/v1/shares',
        headers: { ...memberHeaders(api, memberId), 'content-type': 'application/json' },
        payload: payload === undefined ? '' : JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('code');
    });

    it.each(['1', '30'])('expiresInDays %s days is accepted at both ends', async (days) => {
      const before = api.clock.now();
      const response = await share(memberId, { expiresInDays: Number(days), showName: false });
      const after = api.clock.now();
      expect(response.statusCode).toBe(201);
      const sharedAt = Date.parse(response.json().expiresAt) - Number(days) * DAY_MS;
      expect(sharedAt).toBeGreaterThanOrEqual(before);
      expect(sharedAt).toBeLessThanOrEqual(after);
    });
  });

  describe('a created link', () => {
    let memberId: number;
    beforeEach(async () => {
      memberId = await uploadedMember();
    });

    it('answers { token, url, expiresAt }: a 256-bit base64url token, the site URL /shared/{token}', async () => {
      const before = api.clock.now();
      const response = await share(memberId, { expiresInDays: 3, showName: false });
      const after = api.clock.now();
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['expiresAt', 'token', 'url']);
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(body.token, 'base64url')).toHaveLength(32);
      expect(body.url).toBe(`${SITE}/shared/${body.token}`);
      const sharedAt = Date.parse(body.expiresAt) - 3 * DAY_MS;
      expect(sharedAt).toBeGreaterThanOrEqual(before);
      expect(sharedAt).toBeLessThanOrEqual(after);
    });

    it('without an Origin header the URL is built from the address the request came to', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/v1/shares',
        headers: { ...memberHeaders(api, memberId), host: 'smunity.test:3000' },
        payload: { expiresInDays: 1, showName: false },
      });
      expect(response.json().url).toMatch(/^http:\/\/smunity\.test:3000\/shared\/[\w-]{43}$/);
    });

    it('is stored as the SHA-256 of its token only', async () => {
      const token = await createdToken(memberId);
      const rows = await api.db.selectFrom('shares').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it('two links never share a token', async () => {
      const tokens = new Set<string>();
      for (let i = 0; i < 5; i += 1) tokens.add(await createdToken(memberId));
      expect(tokens.size).toBe(5);
    });

    it('opens for anyone: the result page boxes and the rule set, no 학번, no courses, no name', async () => {
      const before = api.clock.now();
      const token = await createdToken(memberId, false);
      const after = api.clock.now();
      const response = await open(token);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        name: null,
        ruleSet: {
          cohort: 2019,
          term: { year: expect.any(Number), semester: expect.stringMatching(/학기$/) },
          department: '컴퓨터과학전공',
          secondDepartment: null,
        },
        credit: KIM_SANGMYUNG_CREDIT,
      });
      expect(body.credit).not.toHaveProperty('username');
      expect(body.credit).not.toHaveProperty('name');
      expect(body.categories.map((box: { category: string }) => box.category)).toEqual([
        'MAJOR_ADVANCED',
        'MAJOR_OPTIONAL',
        'CULTURE',
        'ETC',
      ]);
      expect(body.categories[0].result).toEqual({
        completed: true,
        status: { total: 15, completed: 33, required: 0, completion: 100 },
      });
      expect(body.domains.map((box: { domain: string }) => box.domain)).toEqual([
        'BASIC',
        'CORE',
        'BALANCE',
      ]);
      const text = JSON.stringify(body);
      expect(text).not.toContain('201910101');
      expect(text).not.toContain('테스트');
      // No course of the transcript: neither a 학수번호 nor a course name.
      const { content: courses } = await get(memberId, '/api/v1/courses');
      const areaNames = new Set(
        body.domains.flatMap((box: { result: { content: { subDomainName: string }[] } }) =>
          box.result.content.map((item) => item.subDomainName),
        ),
      );
      expect(courses.length).toBeGreaterThan(0);
      for (const course of courses) {
        expect(text).not.toContain(course.number);
        // 사고와표현 is a course and a 기초교양 area alike; areas are shared, courses are not.
        if (!areaNames.has(course.name)) expect(text).not.toContain(`"${course.name}"`);
      }
      // Shared when it was created, for createdToken's 7 days.
      const sharedAt = Date.parse(body.sharedAt);
      expect(sharedAt).toBeGreaterThanOrEqual(before);
      expect(sharedAt).toBeLessThanOrEqual(after);
      expect(Date.parse(body.expiresAt)).toBe(sharedAt + 7 * DAY_MS);
    });

    it('the boxes are those of the member api (credit, /courses?category=, /courses/cultures)', async () => {
      const body = (await open(await createdToken(memberId))).json();
      const {
        username: _username,
        name: _name,
        ...credit
      } = await get(memberId, '/api/v1/courses/credit');
      expect(body.credit).toEqual(credit);
      for (const { category, result } of body.categories) {
        const own = await get(memberId, `/api/v1/courses?category=${category}`);
        expect(result).toEqual({ completed: own.completed, status: own.status });
      }
      for (const { domain, result } of body.domains) {
        expect(result).toEqual(await get(memberId, `/api/v1/courses/cultures/${domain}`));
      }
    });

    it('shows the name only when showName', async () => {
      const body = (await open(await createdToken(memberId, true))).json();
      expect(body.name).toBe('테스트');
      expect(JSON.stringify(body)).not.toContain('201910101');
    });

    it('keeps the result of sharing time when the member uploads more courses later', async () => {
      const token = await createdToken(memberId);
      await insertCourses(api, memberId, [
        {
          year: 2024,
          number: 'ZZZZ9999',
          name: '나중에 들은 과목',
          type: '일선',
          domain: '*',
          credit: 3,
        },
      ]);
      expect((await get(memberId, '/api/v1/courses/credit')).completed).toBe(148);
      expect((await open(token)).json().credit.completed).toBe(145);
    });

    it('is public: a member token of someone else does not matter', async () => {
      const token = await createdToken(memberId);
      const other = await insertMember(api.db);
      expect((await open(token, memberHeaders(api, other))).statusCode).toBe(200);
    });

    it('an expired link is 404 SHARE001', async () => {
      const token = await createdToken(memberId);
      api.clock.advance(7 * 24 * 60 * 60); // createdToken's 7 days: the expiry has come
      const response = await open(token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
      expect((await list(memberId)).json()).toEqual({ count: 0, content: [] });
    });

    it.each([
      ['unknown', 'A'.repeat(43)],
      ['too short', 'abc'],
      ['not base64url', `${'a'.repeat(42)}+`],
      ['a link id', '1'],
    ])('an %s token is 404 SHARE001', async (_label, token) => {
      await createdToken(memberId);
      const response = await open(encodeURIComponent(token));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    });

    it('a too long token is a 4xx with the error JSON, never a 500', async () => {
      const response = await open('a'.repeat(500));
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toEqual(expect.objectContaining({ code: expect.any(String) }));
    });
  });

  describe('listing and revoking', () => {
    let memberId: number;
    beforeEach(async () => {
      memberId = await uploadedMember();
    });

    it('lists the live links newest first, without tokens', async () => {
      await share(memberId, { expiresInDays: 1, showName: false });
      await share(memberId, { expiresInDays: 30, showName: true });
      const response = await list(memberId);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.count).toBe(2);
      expect(body.content.map((link: { showName: boolean }) => link.showName)).toEqual([
        true,
        false,
      ]);
      for (const link of body.content) {
        expect(Object.keys(link).sort()).toEqual(['createdAt', 'expiresAt', 'id', 'showName']);
      }
    });

    it('revoked by its token: 204, then the link is 404 and gone from the list', async () => {
      const token = await createdToken(memberId);
      const response = await revoke(memberId, token);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await open(token)).json()).toEqual(NOT_FOUND);
      expect((await list(memberId)).json().count).toBe(0);
      const again = await revoke(memberId, token);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual(NOT_FOUND);
    });

    it('revoked by its id from the list', async () => {
      const token = await createdToken(memberId);
      const [link] = (await list(memberId)).json().content;
      expect((await revoke(memberId, link.id)).statusCode).toBe(204);
      expect((await open(token)).statusCode).toBe(404);
    });

    it('another member cannot revoke a link, by token or by id: 404, and it keeps working', async () => {
      const token = await createdToken(memberId);
      const [link] = (await list(memberId)).json().content;
      const other = await insertMember(api.db);
      expect((await revoke(other, token)).json()).toEqual(NOT_FOUND);
      expect((await revoke(other, link.id)).statusCode).toBe(404);
      expect((await list(other)).json().count).toBe(0);
      expect((await open(token)).statusCode).toBe(200);
    });

    it.each(['0', '99999999999', 'abc', '-1'])('revoking %s is 404, never a 500', async (id) => {
      const response = await revoke(memberId, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    });

    it('at most 20 live links: the 21st is 409 SHARE002, after a revocation one more fits', async () => {
      const tokens: string[] = [];
      for (let i = 0; i < 20; i += 1) tokens.push(await createdToken(memberId));
      const refused = await share(memberId, { expiresInDays: 7, showName: false });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('SHARE002');
      await revoke(memberId, tokens[0]!);
      expect((await share(memberId, { expiresInDays: 7, showName: false })).statusCode).toBe(201);
    });

    it('withdrawal deletes the member’s links', async () => {
      const token = await createdToken(memberId);
      await setPassword(api, memberId, 'leaving-pw-1');
      await withdraw(api, memberHeaders(api, memberId), 'leaving-pw-1');
      expect(await api.db.selectFrom('shares').selectAll().execute()).toEqual([]);
      expect((await open(token)).statusCode).toBe(404);
    });
  });
});
