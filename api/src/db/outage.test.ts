import type { InjectOptions } from 'fastify';
import { Client } from 'pg';
import { CONNECT_TIMEOUT_MS, driverOf } from './database';
import { LogCapture, openTestDatabase, signedInMember, useTestApi } from '../testing';
import { startOutageProxy, type OutageProxy } from '../testing/outage-proxy';
import { memberSession, type Session } from '../modules/accounts/testing';

// Issue 11, part 4: PostgreSQL going away must not take the api with it. The api reaches the
// database through a proxy this test cuts (every connection closed, new ones refused: what a
// stopped server looks like), so the shared test server is never stopped. PostgreSQL only.

const OUTAGE_ANSWER_MS = 2000;
const APPLICATION_NAME = `smunity outage test ${process.pid}`;
const LOST_CONNECTION_WARNING = 'database closed an idle connection';
const postgresOnly = process.env.TEST_DATABASE_URL ? describe : describe.skip;

postgresOnly('a PostgreSQL outage', () => {
  let proxy: OutageProxy;
  let session: Session;
  const warnings = new LogCapture();

  const api = useTestApi('postgres', {
    dependencies: async () => {
      proxy = await startOutageProxy(process.env.TEST_DATABASE_URL!);
      const url = new URL(proxy.connectionString);
      url.searchParams.set('application_name', APPLICATION_NAME);
      const database = await openTestDatabase('postgres', {
        connectionString: url.toString(),
        connectTimeoutMs: CONNECT_TIMEOUT_MS,
      });
      return { database, logger: { level: 'warn', stream: warnings.stream } };
    },
    resetBetweenTests: false,
  });
  afterAll(() => proxy?.close());

  const ask = async (request: InjectOptions) => {
    const started = performance.now();
    const response = await api.app.inject(request);
    return { response, ms: performance.now() - started };
  };

  const questionCount = async () =>
    (await api.app.inject({ url: '/api/v1/questions?size=1' })).json().totalElements as number;

  it('survives PostgreSQL closing its connections (pg_terminate_backend) and goes on', async () => {
    session = await memberSession(api);
    await api.app.inject({ url: '/api/v1/members/me', headers: session.headers });
    const driver = driverOf(api.db);
    if (driver.kind !== 'postgres') throw new Error('a PostgreSQL test');
    const pooled = driver.pool.totalCount;
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const { rows: terminated } = await admin
      .query<{ terminated: boolean }>(
        `select pg_terminate_backend(pid) as terminated from pg_stat_activity
         where application_name = $1`,
        [APPLICATION_NAME],
      )
      .finally(() => admin.end());
    // The pool's connections (all idle between requests) and the member change listener's.
    expect(terminated.length).toBeGreaterThan(pooled);
    // app.ts logs each idle connection's 'error' once, as the pool drops it: once all are
    // logged, the pool holds none of them and the next query opens a new one.
    await warnings.logged(LOST_CONNECTION_WARNING, pooled);

    const after = await api.app.inject({ url: '/api/v1/members/me', headers: session.headers });
    expect(after.statusCode).toBe(200);
  });

  it('answers 503 COMMON009 within 2 s while the database is down, and recovers after', async () => {
    const member = await signedInMember(api);
    const acknowledged: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const posted = await api.app.inject({
        method: 'POST',
        url: '/api/v1/questions',
        headers: member.headers,
        payload: { title: `질문 ${index}`, content: '내용입니다.', anonymous: false },
      });
      expect(posted.statusCode).toBe(201);
      acknowledged.push(posted.json().id);
    }
    const before = await questionCount();

    await proxy.cut();
    try {
      const needsDatabase: InjectOptions[] = [
        { url: '/api/v1/members/me', headers: member.headers },
        { url: '/api/v1/members/count' },
        { url: '/api/v1/questions' },
        { url: `/api/v1/questions/${acknowledged[0]}` },
        { url: '/api/v1/departments' },
        { url: '/api/v1/terms/current' },
        { url: '/api/v1/courses/credit', headers: member.headers },
        {
          method: 'POST',
          url: '/api/v1/questions',
          headers: member.headers,
          payload: { title: '장애 중 질문', content: '내용입니다.', anonymous: false },
        },
        {
          method: 'PATCH',
          url: '/api/v1/members/me/exemption',
          headers: member.headers,
          payload: { exemption: 'FOREIGN' },
        },
        {
          method: 'POST',
          url: '/api/v1/accounts/login',
          payload: { username: session.username, password: 'smunity-pw-1' },
        },
        {
          method: 'POST',
          url: '/api/v1/accounts/refresh',
          payload: { refreshToken: session.refreshToken },
        },
      ];
      for (const request of needsDatabase) {
        const { response, ms } = await ask(request);
        expect({ url: request.url, status: response.statusCode }).toEqual({
          url: request.url,
          status: 503,
        });
        expect(response.json()).toEqual({
          code: 'COMMON009',
          message: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
          requestId: expect.any(String),
        });
        expect(ms).toBeLessThan(OUTAGE_ANSWER_MS);
      }

      const health = await ask({ url: '/api/health' });
      expect(health.response.statusCode).toBe(503);
      expect(health.response.json()).toEqual({ status: 'error', database: 'error' });
      expect(health.ms).toBeLessThan(OUTAGE_ANSWER_MS);
    } finally {
      await proxy.restore();
    }

    // Back without a restart: the pool opens new connections on the next query.
    const health = await api.app.inject({ url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(
      (await api.app.inject({ url: '/api/v1/members/me', headers: member.headers })).statusCode,
    ).toBe(200);
    // Every write acknowledged before the outage is there, and none refused during it.
    expect(await questionCount()).toBe(before);
    for (const id of acknowledged) {
      expect((await api.app.inject({ url: `/api/v1/questions/${id}` })).statusCode).toBe(200);
    }
  });
});
