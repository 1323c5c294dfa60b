import {
  insertMember,
  LogCapture,
  signedInMember,
  testDatabaseKinds,
  useTestApi,
} from '../testing';
import { Lifecycle } from './lifecycle';
import { collectProcessMetrics } from './metrics';

// Issue 25: metrics, request ids, liveness and readiness of one api (the shell's server and the
// rolling restart have tests of their own: site-server, src/rolling-restart.test.ts).

/** The value of one series in a Prometheus text answer (0 when absent). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(testDatabaseKinds())('observability (%s)', (kind) => {
  const lifecycle = new Lifecycle();
  const logs = new LogCapture('info');
  const api = useTestApi(kind, {
    dependencies: { logger: logs.logger, lifecycle },
    resetBetweenTests: false,
  });

  beforeAll(() => {
    // As server.ts does at start (this file's realm then stays alive to the worker's end).
    collectProcessMetrics();
    // A handler that logs through the app's logger, as the portal adapter does.
    api.app.get('/test/app-log', async () => {
      api.app.log.warn('written through the app logger');
      return { ok: true };
    });
  });

  const metricsText = async () => {
    const response = await api.app.inject({ url: '/api/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  describe('GET /api/metrics', () => {
    it('answers only a direct scrape, never a request relayed by a proxy', async () => {
      const relayed = await api.app.inject({
        url: '/api/metrics',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(relayed.statusCode).toBe(404);
      expect(relayed.json().code).toBe('COMMON007');
    });

    it('counts requests per route pattern and status, never per raw URL', async () => {
      const series = 'http_requests_total{method="GET",route="/api/v1/questions/:id",status="404"}';
      const before = sample(await metricsText(), series);
      await api.app.inject({ url: '/api/v1/questions/987654' });
      await api.app.inject({ url: '/api/v1/questions/987655' });

      const text = await metricsText();
      expect(sample(text, series)).toBe(before + 2);
      expect(text).not.toContain('987654');
      expect(text).toMatch(
        /http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/v1\/questions\/:id",status="404"\} \d+/,
      );
    });

    it('counts audit-cache hits and misses, sessions, questions, portal calls and failures', async () => {
      const before = await metricsText();
      const member = await signedInMember(api);
      await api.app.inject({ url: '/api/v1/courses/credit', headers: member.headers });
      await api.app.inject({ url: '/api/v1/courses/credit', headers: member.headers });
      const posted = await api.app.inject({
        method: 'POST',
        url: '/api/v1/questions',
        headers: member.headers,
        payload: { title: '졸업 학점', content: '몇 학점인가요?', anonymous: false },
      });
      expect(posted.statusCode).toBe(201);
      const username = '201900077';
      await insertMember(api.db, {
        username,
        password_hash: await api.passwords.hash('site-pw-123'),
      });
      const login = await api.app.inject({
        method: 'POST',
        url: '/api/v1/accounts/login',
        payload: { username, password: 'site-pw-123' },
      });
      expect(login.statusCode).toBe(200);
      await api.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: { username: '201910101', password: 'not-the-portal-password' },
      });

      const after = await metricsText();
      const delta = (series: string) => sample(after, series) - sample(before, series);
      expect(delta('audit_cache_requests_total{result="miss"}')).toBe(1);
      expect(delta('audit_cache_requests_total{result="hit"}')).toBe(1);
      expect(delta('sessions_started_total')).toBe(1);
      expect(delta('questions_written_total')).toBe(1);
      expect(delta('portal_calls_total{operation="fetchStudent"}')).toBe(1);
      expect(delta('portal_failures_total{operation="fetchStudent",code="AUTH001"}')).toBe(1);
      for (const name of [
        'nodejs_eventloop_lag_p99_seconds',
        'answers_written_total',
        'rate_limit_refusals_total',
        'http_requests_shed_total',
        'member_changes_listener_up 1',
      ]) {
        expect(after).toContain(name);
      }
      if (kind === 'postgres') expect(after).toMatch(/db_pool_connections\{state="idle"\} \d+/);
    });
  });

  describe('request ids', () => {
    it('generates one per request, answers it in X-Request-Id and in the error JSON', async () => {
      const first = await api.app.inject({ url: '/api/v1/questions/987654' });
      const second = await api.app.inject({ url: '/api/v1/questions/987654' });

      const id = first.headers['x-request-id'];
      expect(id).toMatch(UUID);
      expect(second.headers['x-request-id']).not.toBe(id);
      expect(first.json()).toEqual({
        code: 'QUESTION001',
        message: '해당 질문을 찾을 수 없습니다.',
        requestId: id,
      });
      const ok = await api.app.inject({ url: '/api/health/live' });
      expect(ok.headers['x-request-id']).toMatch(UUID);
    });

    it("keeps a trusted proxy's id; ignores a client's, and one that is no id", async () => {
      const proxied = await api.app.inject({
        url: '/api/v1/questions/987654',
        headers: { 'x-request-id': 'edge-4f2a9c01' },
      });
      expect(proxied.headers['x-request-id']).toBe('edge-4f2a9c01');
      expect(proxied.json().requestId).toBe('edge-4f2a9c01');

      const fromClient = await api.app.inject({
        url: '/api/v1/questions/987654',
        remoteAddress: '203.0.113.9',
        headers: { 'x-request-id': 'chosen-by-client' },
      });
      expect(fromClient.headers['x-request-id']).toMatch(UUID);

      const injected = await api.app.inject({
        url: '/api/v1/questions/987654',
        headers: { 'x-request-id': 'x"}\n{"level":60' },
      });
      expect(injected.headers['x-request-id']).toMatch(UUID);
    });

    it('names the request in every log line it causes, the app logger’s too', async () => {
      logs.clear();
      const response = await api.app.inject({
        url: '/test/app-log',
        headers: { 'x-request-id': 'trace-0001-app-log' },
      });

      expect(response.statusCode).toBe(200);
      const lines = logs.records().filter((line) => line.reqId === 'trace-0001-app-log');
      expect(lines.map((line) => line.msg)).toEqual([
        'incoming request',
        'written through the app logger',
        'request completed',
      ]);
      expect(logs.lines).toHaveLength(3);
    });
  });

  describe('liveness and readiness', () => {
    it('is live and ready, then not ready once shutting down, and still live', async () => {
      const live = await api.app.inject({ url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
      const ready = await api.app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ok',
        database: 'ok',
        changes: 'ok',
        shuttingDown: false,
      });

      lifecycle.beginShutdown();
      const draining = await api.app.inject({ url: '/api/health/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({ status: 'error', shuttingDown: true });
      expect((await api.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
      // Requests are still served while the proxy takes the replica out.
      expect((await api.app.inject({ url: '/api/v1/terms/current' })).statusCode).toBe(200);
    });
  });
});
