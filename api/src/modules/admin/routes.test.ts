import { buildApp } from '../../app';
import type { MemberRole } from '../../db/enums';
import {
  bearer,
  expectRefusal,
  expectValidationError,
  insertMember,
  storedRows,
  testConfig,
  testDatabaseKinds,
  useTestApi,
} from '../../testing';
import { signUp, STUDENTS, testPortal, useAccountsTestApi } from '../accounts/testing';
import { seedAnswer, seedQuestion } from '../questions/testing';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface Actor {
  id: number;
  username: string;
  name: string;
  headers: { authorization: string };
}

/** Every admin endpoint with a request that succeeds for an admin (a fresh 학번 for POST). */
const ENDPOINTS = [
  { method: 'GET', url: '/api/v1/admin/stats', ok: 200 },
  { method: 'GET', url: '/api/v1/admin/questions', ok: 200 },
  { method: 'GET', url: '/api/v1/admin/admins', ok: 200 },
  { method: 'POST', url: '/api/v1/admin/admins', ok: 201, body: 'member' },
  { method: 'DELETE', url: '/api/v1/admin/admins/{other admin}', ok: 204 },
  { method: 'GET', url: '/api/v1/admin/audit-log', ok: 200 },
] as const;

describe.each(testDatabaseKinds())('admin api (%s)', (kind) => {
  // 201700001 is listed in ADMIN_USERNAMES: the pages must not remove it.
  const api = useTestApi(kind, { config: { adminUsernames: ['201700001'] } });
  let admin: Actor;
  let otherAdmin: Actor;
  let member: Actor;

  beforeEach(async () => {
    admin = await actor('202000001', '박관리', 'ROLE_ADMIN');
    otherAdmin = await actor('202000002', '최관리', 'ROLE_ADMIN');
    member = await actor('202312345', '김회원', 'ROLE_USER', 2);
  });

  async function actor(
    username: string,
    name: string,
    role: MemberRole,
    departmentId = 1,
  ): Promise<Actor> {
    const id = await insertMember(api.db, {
      username,
      name,
      role,
      department_id: departmentId,
      cohort: Number(username.slice(0, 4)),
    });
    const { token } = api.tokens.signAccess({ memberId: id, role });
    return { id, username, name, headers: bearer(token) };
  }

  const request = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: Record<string, string> = admin.headers,
    payload?: object,
  ) => api.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const get = (url: string, headers?: Record<string, string>) => request('GET', url, headers);
  const grant = (username: unknown, by: Actor = admin) =>
    request('POST', '/api/v1/admin/admins', by.headers, { username });
  const revoke = (username: string, by: Actor = admin) =>
    request('DELETE', `/api/v1/admin/admins/${username}`, by.headers);
  const roleOf = async (username: string) =>
    (
      await api.db
        .selectFrom('members')
        .select('role')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).role;
  const auditRows = () =>
    storedRows(api.db, 'admin_audit_log', [
      'action',
      'source',
      'actor_username',
      'target_username',
    ]);

  /** Sends one endpoint's request as `headers`; POST grants the member, DELETE revokes otherAdmin. */
  const call = (
    endpoint: (typeof ENDPOINTS)[number],
    headers: Record<string, string> | undefined,
  ) =>
    api.app.inject({
      method: endpoint.method,
      url: endpoint.url.replace('{other admin}', otherAdmin.username),
      ...(headers === undefined ? {} : { headers }),
      ...('body' in endpoint ? { payload: { username: member.username } } : {}),
    });

  describe('who may call', () => {
    it.each(ENDPOINTS)('$method $url: visitor 401 ACCOUNT007', async (endpoint) => {
      const response = await call(endpoint, undefined);

      expectRefusal(response, 401, {
        code: 'ACCOUNT007',
        message: '로그인 후 이용가능합니다. 토큰을 입력해 주세요.',
      });
    });

    it.each(ENDPOINTS)('$method $url: member 403 ACCOUNT008', async (endpoint) => {
      const response = await call(endpoint, member.headers);

      expectRefusal(response, 403, { code: 'ACCOUNT008', message: '권한이 없습니다.' });
    });

    it.each(ENDPOINTS)('$method $url: portal-verified student 403 ACCOUNT008', async (endpoint) => {
      const { token } = api.tokens.signVerification('202399999');

      const response = await call(endpoint, bearer(token));

      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('ACCOUNT008');
    });

    it.each(ENDPOINTS)('$method $url: admin $ok', async (endpoint) => {
      expect((await call(endpoint, admin.headers)).statusCode).toBe(endpoint.ok);
    });

    it.each(ENDPOINTS)(
      '$method $url: 403 for a revoked admin whose token still says ROLE_ADMIN',
      async (endpoint) => {
        await api.db
          .updateTable('members')
          .set({ role: 'ROLE_USER' })
          .where('id', '=', admin.id)
          .execute();

        const response = await call(endpoint, admin.headers);

        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('ACCOUNT008');
      },
    );

    it('checks the role before the body: a member sending an invalid 학번 gets 403, not 400', async () => {
      const response = await grant('12', member);

      expect(response.statusCode).toBe(403);
    });
  });

  describe('GET /admin/stats', () => {
    it('counts members, questions, weekly sign-ups and daily page views', async () => {
      // Members: admin, otherAdmin (dept 1, 2020학번), member (dept 2, 2023학번), plus in dept 2
      // a 졸업생 (year 1), two 2020 students (year 5) who signed up 13 weeks and one week ago, and
      // a 2026 freshman checked with the 2025 curriculum (the cohort fallback).
      await insertMember(api.db, { username: '201612345', cohort: null, department_id: 2 });
      await insertMember(api.db, {
        username: '202010001',
        cohort: 2020,
        department_id: 2,
        created_at: new Date(api.clock.now() - 13 * 7 * DAY_MS),
      });
      await insertMember(api.db, {
        username: '202010002',
        cohort: 2020,
        department_id: 2,
        created_at: new Date(api.clock.now() - 7 * DAY_MS),
      });
      await insertMember(api.db, { username: '202610001', cohort: 2025, department_id: 2 });
      const now = api.clock.now();
      const answeredFast = await seedQuestion(api, member.id, {
        createdAt: new Date(now - 10 * HOUR_MS),
      });
      const answeredSlow = await seedQuestion(api, member.id, {
        createdAt: new Date(now - 40 * HOUR_MS),
      });
      const answeredMiddle = await seedQuestion(api, member.id, {
        createdAt: new Date(now - 20 * HOUR_MS),
      });
      await seedQuestion(api, member.id);
      for (const [questionId, hoursLater] of [
        [answeredFast, 2],
        [answeredSlow, 30],
        [answeredMiddle, 5.25],
      ] as const) {
        await seedAnswer(api, questionId, admin.id);
        const question = await api.db
          .selectFrom('questions')
          .select('created_at')
          .where('id', '=', questionId)
          .executeTakeFirstOrThrow();
        await api.db
          .updateTable('answers')
          .set({ created_at: new Date(question.created_at.getTime() + hoursLater * HOUR_MS) })
          .where('question_id', '=', questionId)
          .execute();
      }
      await api.db
        .insertInto('page_views')
        .values([
          { path: '/' },
          { path: '/' },
          { path: '/qna/questions?page=2' },
          { path: '/qna/questions' },
          { path: '/mypage', occurred_at: new Date(now - 2 * DAY_MS) },
          { path: '/old', occurred_at: new Date(now - 15 * DAY_MS) },
        ])
        .execute();

      const response = await get('/api/v1/admin/stats');

      expect(response.statusCode).toBe(200);
      const stats = response.json();
      const departments = await api.db
        .selectFrom('departments')
        .select(['id', 'name'])
        .where('id', 'in', [1, 2])
        .orderBy('id')
        .execute();
      expect(stats.members).toEqual({
        total: 7,
        byDepartment: [
          { departmentId: 2, name: departments[1]?.name, count: 5 },
          { departmentId: 1, name: departments[0]?.name, count: 2 },
        ],
        // By 학번: the freshman is a 2026학번, not folded into 2025.
        byCohort: [
          { year: null, curriculumCohort: null, count: 1 },
          { year: 2020, curriculumCohort: 2020, count: 4 },
          { year: 2023, curriculumCohort: 2023, count: 1 },
          { year: 2026, curriculumCohort: 2025, count: 1 },
        ],
      });
      expect(stats.questions).toEqual({
        total: 4,
        answered: 3,
        unanswered: 1,
        medianHoursToAnswer: 5.3,
      });
      // 12 weeks, oldest first, zero-filled: this week has the 3 actors, the 졸업생 and the
      // freshman, last week one; the sign-up of 13 weeks ago is outside.
      expect(stats.signups).toHaveLength(12);
      expect(
        stats.signups.every((week: { week: string }) => /^\d{4}-W\d{2}$/.test(week.week)),
      ).toBe(true);
      expect(stats.signups.at(-1).count).toBe(3 + 2);
      expect(stats.signups.at(-2).count).toBe(1);
      expect(stats.signups.slice(0, 10).every((week: { count: number }) => week.count === 0)).toBe(
        true,
      );
      expect(stats.pageViewDays).toHaveLength(14);
      const today = stats.pageViewDays.at(-1);
      const twoDaysAgo = stats.pageViewDays.at(-3);
      expect(stats.pageViews).toEqual([
        { day: twoDaysAgo, path: '/mypage', count: 1 },
        { day: today, path: '/', count: 2 },
        { day: today, path: '/qna/questions', count: 2 },
      ]);
    });

    it("counts by the api's clock: a week on, this week's sign-up is last week's", async () => {
      await api.db.deleteFrom('members').execute();
      const lone = await actor('202000009', '관리', 'ROLE_ADMIN');
      const week = 7 * 24 * 60 * 60;
      api.clock.advance(week);
      try {
        const { token } = api.tokens.signAccess({ memberId: lone.id, role: 'ROLE_ADMIN' });
        const stats = (await get('/api/v1/admin/stats', bearer(token))).json();
        expect(stats.signups.map((entry: { count: number }) => entry.count)).toEqual([
          0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0,
        ]);
      } finally {
        // Back to the time the suite's other rows are dated by (the database's own now()).
        api.clock.advance(-week);
      }
    });

    it('answers with zeros and a null median on an empty site', async () => {
      await api.db.deleteFrom('members').execute();
      const lone = await actor('202000009', '관리', 'ROLE_ADMIN');

      const stats = (await get('/api/v1/admin/stats', lone.headers)).json();

      expect(stats.questions).toEqual({
        total: 0,
        answered: 0,
        unanswered: 0,
        medianHoursToAnswer: null,
      });
      expect(stats.members.total).toBe(1);
      expect(stats.pageViews).toEqual([]);
      expect(stats.signups.map((week: { count: number }) => week.count)).toEqual([
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1,
      ]);
    });
  });

  describe('GET /admin/questions', () => {
    let oldest: number;
    let newer: number;
    let answered: number;

    beforeEach(async () => {
      const now = api.clock.now();
      newer = await seedQuestion(api, member.id, {
        title: '최근 질문',
        createdAt: new Date(now - HOUR_MS),
      });
      oldest = await seedQuestion(api, member.id, {
        title: '익명 질문',
        anonymous: true,
        createdAt: new Date(now - 3 * DAY_MS),
      });
      answered = await seedQuestion(api, member.id, {
        title: '답변된 질문',
        createdAt: new Date(now - 5 * DAY_MS),
      });
      await seedAnswer(api, answered, admin.id);
    });

    const ids = (body: { content: { id: number }[] }) => body.content.map((item) => item.id);

    it('lists unanswered questions by default, the longest waiting first, in the board page shape', async () => {
      const response = await get('/api/v1/admin/questions');

      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(ids(page)).toEqual([oldest, newer]);
      expect(page).toMatchObject({
        totalElements: 2,
        totalPages: 1,
        number: 0,
        size: 20,
        first: true,
        last: true,
        numberOfElements: 2,
        empty: false,
        pageable: { pageNumber: 0, pageSize: 20, offset: 0 },
      });
    });

    it("shows the real name and 학번 of an anonymous question's author (the board says 익명)", async () => {
      const [first] = (await get('/api/v1/admin/questions')).json().content;

      expect(first).toEqual({
        id: oldest,
        title: '익명 질문',
        content: '내용입니다.',
        author: '김회원',
        authorUsername: '202312345',
        anonymous: true,
        answered: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const board = (await get(`/api/v1/questions/${oldest}`)).json();
      expect(board.author).toBe('익명');
    });

    it('lists an answered question whose author withdrew, as by "탈퇴한 회원" without a 학번', async () => {
      await api.db
        .updateTable('questions')
        .set({ member_id: null })
        .where('id', '=', answered)
        .execute();

      const [kept] = (await get('/api/v1/admin/questions?status=answered')).json().content;

      expect(kept).toMatchObject({ id: answered, author: '탈퇴한 회원', authorUsername: null });
    });

    it('filters answered questions and lists all with the unanswered first', async () => {
      expect(ids((await get('/api/v1/admin/questions?status=answered')).json())).toEqual([
        answered,
      ]);
      expect(ids((await get('/api/v1/admin/questions?status=all')).json())).toEqual([
        oldest,
        newer,
        answered,
      ]);
    });

    it('pages', async () => {
      const page = (await get('/api/v1/admin/questions?status=all&page=1&size=2')).json();

      expect(ids(page)).toEqual([answered]);
      expect(page).toMatchObject({ totalElements: 3, totalPages: 2, number: 1, last: true });
    });

    it.each([
      ['status=open', '상태는 unanswered, answered, all 중 하나여야 합니다.'],
      ['size=51', '페이지 크기는 1 이상 50 이하의 정수여야 합니다.'],
    ])('rejects ?%s with 400', async (query, message) => {
      const response = await get(`/api/v1/admin/questions?${query}`);

      expect(response.statusCode).toBe(400);
      expect(Object.values(response.json().detail ?? {})).toEqual([message]);
    });
  });

  describe('admins', () => {
    it('lists the admins in 학번 order, marking the caller and ADMIN_USERNAMES admins', async () => {
      await actor('201700001', '설정관리', 'ROLE_ADMIN');

      const response = await get('/api/v1/admin/admins');

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.count).toBe(3);
      expect(body.content).toEqual([
        expect.objectContaining({ username: '201700001', configured: true, isSelf: false }),
        expect.objectContaining({
          username: '202000001',
          name: '박관리',
          configured: false,
          isSelf: true,
        }),
        expect.objectContaining({ username: '202000002', configured: false, isSelf: false }),
      ]);
      expect(typeof body.content[0].department).toBe('string');
    });

    it('grants an existing member the admin role and logs who did it', async () => {
      const response = await grant(member.username);

      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        username: '202312345',
        name: '김회원',
        department: expect.any(String),
        configured: false,
        isSelf: false,
      });
      expect(await roleOf(member.username)).toBe('ROLE_ADMIN');
      expect(await auditRows()).toEqual([
        {
          action: 'ADMIN_GRANTED',
          source: 'WEB',
          actor_username: admin.username,
          target_username: member.username,
        },
      ]);
    });

    it('gives the new admin the pages from the next token on', async () => {
      await grant(member.username);
      const { token } = api.tokens.signAccess({ memberId: member.id, role: 'ROLE_ADMIN' });

      expect((await get('/api/v1/admin/admins', bearer(token))).json().count).toBe(3);
    });

    it.each([
      ['a 학번 nobody signed up with', '209912345', 404, 'MEMBER002', '해당 사용자가 없습니다.'],
      ['an admin', '202000002', 409, 'ADMIN003', '이미 관리자인 회원입니다.'],
    ])('refuses to grant %s', async (_case, username, status, code, message) => {
      const response = await grant(username);

      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ code, message, requestId: expect.any(String) });
      expect(await auditRows()).toEqual([]);
    });

    it.each([
      [undefined, '학번 입력은 필수 입니다.'],
      ['2023', '학번은 9자리 숫자 이어야 합니다.'],
      [202312345, '학번은 9자리 숫자 이어야 합니다.'],
    ])('rejects the 학번 %j with VALID001', async (username, message) => {
      const response = await grant(username);

      expectValidationError(response, { username: message });
    });

    it('revokes another admin and logs it', async () => {
      const response = await revoke(otherAdmin.username);

      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await roleOf(otherAdmin.username)).toBe('ROLE_USER');
      expect(await auditRows()).toEqual([
        {
          action: 'ADMIN_REVOKED',
          source: 'WEB',
          actor_username: admin.username,
          target_username: otherAdmin.username,
        },
      ]);
      // The revoked admin's token still says ROLE_ADMIN, but the pages are closed at once.
      expect((await get('/api/v1/admin/admins', otherAdmin.headers)).statusCode).toBe(403);
    });

    it('refuses to remove oneself while other admins exist: 409 "다른 관리자에게 요청하세요"', async () => {
      const response = await revoke(admin.username);

      expectRefusal(response, 409, { code: 'ADMIN002', message: '다른 관리자에게 요청하세요' });
      expect(await roleOf(admin.username)).toBe('ROLE_ADMIN');
      expect(await auditRows()).toEqual([]);
    });

    it('never removes the last admin (409 ADMIN001), not even oneself', async () => {
      expect((await revoke(otherAdmin.username)).statusCode).toBe(204);

      const response = await revoke(admin.username);

      expectRefusal(response, 409, {
        code: 'ADMIN001',
        message: '마지막 관리자는 해제할 수 없습니다.',
      });
      expect(await roleOf(admin.username)).toBe('ROLE_ADMIN');
    });

    it('lets the other admin remove the first one', async () => {
      expect((await revoke(admin.username, otherAdmin)).statusCode).toBe(204);
      expect(await roleOf(admin.username)).toBe('ROLE_USER');
    });

    it('keeps ADMIN_USERNAMES admins (409 ADMIN005): the next start would restore them', async () => {
      await actor('201700001', '설정관리', 'ROLE_ADMIN');

      const response = await revoke('201700001');

      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('ADMIN005');
      expect(await roleOf('201700001')).toBe('ROLE_ADMIN');
    });

    it.each([
      ['an unknown 학번', '209912345', 'MEMBER002'],
      ['a member who is not an admin', '202312345', 'ADMIN004'],
    ])('answers 404 for %s', async (_case, username, code) => {
      const response = await revoke(username);

      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe(code);
    });

    it('rejects a malformed 학번 in the path with 400', async () => {
      const response = await revoke('abc');

      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('COMMON005');
    });

    it('leaves one admin when two admins revoke each other at the same time', async () => {
      const [first, second] = await Promise.all([
        revoke(otherAdmin.username, admin),
        revoke(admin.username, otherAdmin),
      ]);

      // One goes through; the other finds its caller no longer an admin (403, or 401 where the
      // role change has ended the caller's session).
      const [done, refused] = [first.statusCode, second.statusCode].sort();
      expect(done).toBe(204);
      expect([401, 403]).toContain(refused);
      const admins = await api.db
        .selectFrom('members')
        .select('username')
        .where('role', '=', 'ROLE_ADMIN')
        .execute();
      expect(admins).toHaveLength(1);
    });
  });

  describe('GET /admin/audit-log', () => {
    it('pages the role changes, newest first, with who did what to whom', async () => {
      await grant(member.username);
      await revoke(otherAdmin.username);
      await grant(otherAdmin.username);

      const first = (await get('/api/v1/admin/audit-log?size=2')).json();
      const second = (await get('/api/v1/admin/audit-log?size=2&page=1')).json();

      expect(first).toMatchObject({ totalElements: 3, totalPages: 2, number: 0, size: 2 });
      expect(first.content).toEqual([
        {
          id: expect.any(Number),
          action: 'ADMIN_GRANTED',
          source: 'WEB',
          actor: { username: '202000001', name: '박관리' },
          target: { username: '202000002', name: '최관리' },
          occurredAt: expect.any(String),
        },
        expect.objectContaining({
          action: 'ADMIN_REVOKED',
          target: expect.objectContaining({ username: '202000002' }),
        }),
      ]);
      expect(second.content).toEqual([
        expect.objectContaining({
          action: 'ADMIN_GRANTED',
          target: { username: '202312345', name: '김회원' },
        }),
      ]);
    });

    it('keeps the names after the members withdraw', async () => {
      await grant(member.username);
      await api.db.deleteFrom('members').where('id', '=', member.id).execute();

      const [entry] = (await get('/api/v1/admin/audit-log')).json().content;

      expect(entry.target).toEqual({ username: '202312345', name: '김회원' });
    });
  });

  describe('ADMIN_USERNAMES', () => {
    it('promotes listed members at start, each change in the audit log', async () => {
      await insertMember(api.db, { username: '201700001', name: '설정관리' });
      const restarted = await buildApp({
        config: testConfig({ adminUsernames: ['201700001', '209900001'] }),
        db: api.db,
        portal: testPortal(),
      });

      await restarted.ready();
      await restarted.close();

      expect(await roleOf('201700001')).toBe('ROLE_ADMIN');
      const entries = (await get('/api/v1/admin/audit-log')).json().content;
      expect(entries).toEqual([
        expect.objectContaining({
          action: 'ADMIN_GRANTED',
          source: 'ADMIN_USERNAMES',
          actor: null,
          target: { username: '201700001', name: '설정관리' },
        }),
      ]);
    });
  });
});

describe.each(testDatabaseKinds())('ADMIN_USERNAMES at sign-up (%s)', (kind) => {
  const api = useAccountsTestApi(kind, {
    config: { adminUsernames: [STUDENTS.plain.username] },
    newAttemptWindowEachTest: false,
  });

  it('logs the role a listed student gets at sign-up, in the sign-up transaction', async () => {
    await signUp(api, STUDENTS.plain.username);
    await signUp(api, STUDENTS.doubleMajor.username);

    const entries = await api.db
      .selectFrom('admin_audit_log')
      .select(['action', 'source', 'actor_username', 'target_username'])
      .execute();
    expect(entries).toEqual([
      {
        action: 'ADMIN_GRANTED',
        source: 'ADMIN_USERNAMES',
        actor_username: null,
        target_username: STUDENTS.plain.username,
      },
    ]);
  });
});
