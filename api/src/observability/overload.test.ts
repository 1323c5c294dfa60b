import http from 'node:http';
import type { Socket } from 'node:net';
import type { PoolClient } from 'pg';
import { CONNECT_TIMEOUT_MS, driverOf } from '../db/database';
import { NO_OVERLOAD_SHEDDING, openTestDatabase, TestLoopMonitor, useTestApi } from '../testing';
import { Watched } from '../testing/watched';
import { untilLoopSettled, type LoopPressure } from './overload';

describe('shedding while the event loop lags (docs/adr/0033)', () => {
  // The load the samplers would report, set by each test: the shedding reads nothing else.
  const loop = new TestLoopMonitor();
  const api = useTestApi('pglite', {
    config: {
      overload: {
        ...NO_OVERLOAD_SHEDDING,
        maxEventLoopDelayMs: 50,
        maxEventLoopUtilization: 0.9,
        retryAfterSeconds: 3,
      },
    },
    dependencies: { loopMonitor: loop },
    resetBetweenTests: false,
  });

  it('answers 503 COMMON010 at once with Retry-After, keeps health and metrics, and recovers', async () => {
    loop.sample({ delayMs: 40, utilization: 0.5 });
    expect((await api.app.inject({ url: '/api/v1/terms/current' })).statusCode).toBe(200);

    loop.sample({ delayMs: 120, utilization: 0.5 });
    const shed = await api.app.inject({ url: '/api/v1/terms/current' });
    const ready = await api.app.inject({ url: '/api/health/ready' });
    const live = await api.app.inject({ url: '/api/health/live' });
    const metrics = await api.app.inject({ url: '/api/metrics' });

    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('3');
    expect(shed.json()).toEqual({
      code: 'COMMON010',
      message: '요청이 많아 잠시 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.',
      requestId: shed.headers['x-request-id'],
    });
    expect([ready.statusCode, live.statusCode, metrics.statusCode]).toEqual([200, 200, 200]);
    expect(metrics.body).toMatch(/http_requests_shed_total\{reason="eventLoopDelay"\} [1-9]/);

    // The load is gone: from the samplers' next sample on, requests are admitted.
    loop.sample({ delayMs: 2, utilization: 0.1 });
    expect((await api.app.inject({ url: '/api/v1/terms/current' })).statusCode).toBe(200);
  });

  it('sheds while the loop is busy past its utilisation limit, however short its delay', async () => {
    loop.sample({ delayMs: 0, utilization: 0.95 });
    const shed = await api.app.inject({ url: '/api/v1/terms/current' });
    expect(shed.statusCode).toBe(503);
    expect(shed.json()).toMatchObject({ code: 'COMMON010' });
    const scrape = (await api.app.inject({ url: '/api/metrics' })).body;
    expect(scrape).toMatch(/http_requests_shed_total\{reason="eventLoopUtilization"\} [1-9]/);

    loop.sample({ delayMs: 0, utilization: 0.85 });
    expect((await api.app.inject({ url: '/api/v1/terms/current' })).statusCode).toBe(200);
  });

  it('opens after start-up only once the samplers no longer see its work: the first request is admitted', async () => {
    // What migrations and the reference-data seed do to the loop before `listen`.
    loop.sample({ delayMs: 400 });
    const opening = untilLoopSettled(api.app);
    for (const delayMs of [400, 300]) {
      await loop.untilWaitedOn();
      loop.sample({ delayMs });
    }
    // Opened now, the api would shed its first requests.
    expect((await api.app.inject({ url: '/api/v1/terms/current' })).statusCode).toBe(503);
    await loop.untilWaitedOn();
    loop.sample({ delayMs: 5 });

    expect(await opening).toEqual({ settled: true, waitedMs: 750 });
    expect((await api.app.inject({ url: '/api/v1/terms/current' })).statusCode).toBe(200);
  });
});

describe('untilLoopSettled', () => {
  /** An api whose samples pass a limit or not, in turn; the samples counted, never waited for. */
  function sampled(pressure: boolean[]) {
    let samples = 0;
    const loopPressure: LoopPressure = {
      passed: () => (pressure.shift() === true ? 'eventLoopDelay' : undefined),
      nextSample: async () => {
        samples += 1;
      },
      intervalMs: 250,
    };
    return { app: { loopPressure }, samples: () => samples };
  }

  it('waits for two fresh samples, then while a limit is passed', async () => {
    const { app, samples } = sampled([true, true, true, false]);
    expect(await untilLoopSettled(app)).toEqual({ settled: true, waitedMs: 1250 });
    expect(samples()).toBe(5);
  });

  it('opens anyway after its longest wait, saying so', async () => {
    const { app } = sampled(Array.from({ length: 100 }, () => true));
    expect(await untilLoopSettled(app, { maxWaitMs: 1000 })).toEqual({
      settled: false,
      waitedMs: 1000,
    });
  });

  it('has nothing to wait for when the api does not shed for the loop', async () => {
    expect(await untilLoopSettled({})).toEqual({ settled: true, waitedMs: 0 });
  });
});

describe('the cap on requests in flight (docs/adr/0033)', () => {
  const api = useTestApi('pglite', {
    config: { overload: { ...NO_OVERLOAD_SHEDDING, maxInFlight: 3, retryAfterSeconds: 3 } },
    resetBetweenTests: false,
  });
  const releases: Array<() => void> = [];
  /** Changed as the slow route starts waiting and once it has passed the cap's onSend. */
  const slow = new Watched();
  let answered = 0;
  beforeAll(async () => {
    api.app.get('/test/slow', async () => {
      await new Promise<void>((resolve) => {
        releases.push(resolve);
        slow.changed();
      });
      return { ok: true };
    });
    // After the cap's own onSend (registered with the app): the slot knows it was answered.
    api.app.addHook('onSend', async (request, _reply, payload) => {
      if (request.url === '/test/slow') {
        answered += 1;
        slow.changed();
      }
      return payload;
    });
    await api.app.ready();
  });

  it('sheds past the requests in flight it may hold, and admits again as they finish', async () => {
    const held = [1, 2, 3].map(() => api.app.inject({ url: '/test/slow' }));
    await slow.until(() => releases.length === 3);

    const refused = await api.app.inject({ url: '/api/v1/terms/current' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('3');
    expect(refused.json()).toEqual({
      code: 'COMMON010',
      message: '요청이 많아 잠시 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.',
      requestId: refused.headers['x-request-id'],
    });
    // Probes and metrics are never counted nor refused: the held requests fill every slot.
    for (const url of ['/api/health/ready', '/api/health/live', '/api/metrics']) {
      expect((await api.app.inject({ url })).statusCode).toBe(200);
    }
    const scrape = (await api.app.inject({ url: '/api/metrics' })).body;
    expect(scrape).toMatch(/http_requests_shed_total\{reason="inFlight"\} [1-9]/);

    releases.splice(0).forEach((release) => release());
    expect((await Promise.all(held)).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    // Their slots are free again (a held slot would refuse from now on).
    for (let round = 0; round < 5; round += 1) {
      expect((await api.app.inject({ url: '/api/v1/terms/current' })).statusCode).toBe(200);
    }
  });

  it('keeps the slot of a request whose client gave up until its handler has answered', async () => {
    const address = await api.app.listen({ host: '127.0.0.1', port: 0 });
    const sockets = new Watched();
    let closedSockets = 0;
    const onConnection = (socket: Socket) =>
      socket.once('close', () => {
        closedSockets += 1;
        sockets.changed();
      });
    api.app.server.on('connection', onConnection);
    try {
      // Three clients ask for the slow work and hang up while it runs.
      const clients = [1, 2, 3].map(() => {
        const client = http.get(`${address}/test/slow`);
        client.on('error', () => undefined); // the hang-up below
        return client;
      });
      await slow.until(() => releases.length === 3);
      clients.forEach((client) => client.destroy());
      await sockets.until(() => closedSockets === 3);

      // The work they started still runs: no room for more.
      expect((await api.app.inject({ url: '/api/v1/terms/current' })).statusCode).toBe(503);

      const answeredBefore = answered;
      releases.splice(0).forEach((release) => release());
      await slow.until(() => answered === answeredBefore + 3);
      for (let round = 0; round < 5; round += 1) {
        expect((await api.app.inject({ url: '/api/v1/terms/current' })).statusCode).toBe(200);
      }
    } finally {
      api.app.server.off('connection', onConnection);
    }
  });
});

// PostgreSQL only: PGlite has one connection and no pool to wait for.
const describePostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describePostgres('a query that waits too long for a pooled connection (PostgreSQL)', () => {
  // Every other check off: only the pool's bounded wait (CONNECT_TIMEOUT_MS) can shed here.
  const api = useTestApi('postgres', {
    config: { overload: { ...NO_OVERLOAD_SHEDDING, retryAfterSeconds: 4 } },
    dependencies: async () => ({
      database: await openTestDatabase('postgres', { connectTimeoutMs: CONNECT_TIMEOUT_MS }),
    }),
    resetBetweenTests: false,
  });

  it('is shed with 503 COMMON010 and Retry-After while every connection is busy, and admitted once one is free', async () => {
    const driver = driverOf(api.db);
    if (driver.kind !== 'postgres') throw new Error('a PostgreSQL test api was expected');
    const { pool } = driver;
    expect((await api.app.inject({ url: '/api/v1/questions' })).statusCode).toBe(200);

    // Every connection lent out to work that does not end (as under a flood of slow queries).
    const held: PoolClient[] = [];
    for (let index = 0; index < (pool.options.max ?? 10); index += 1) {
      held.push(await pool.connect());
    }
    let shed;
    let ready;
    try {
      [shed, ready] = await Promise.all([
        api.app.inject({ url: '/api/v1/questions' }),
        api.app.inject({ url: '/api/health/ready' }),
      ]);
    } finally {
      for (const client of held) client.release();
    }

    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('4');
    expect(shed.json()).toEqual({
      code: 'COMMON010',
      message: '요청이 많아 잠시 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.',
      requestId: shed.headers['x-request-id'],
    });
    // A busy pool is not a database outage: the replica stays in the proxy's rotation.
    expect(ready.statusCode).toBe(200);
    const scrape = (await api.app.inject({ url: '/api/metrics' })).body;
    expect(scrape).toMatch(/http_requests_shed_total\{reason="poolWait"\} [1-9]/);

    expect((await api.app.inject({ url: '/api/v1/questions' })).statusCode).toBe(200);
  });
});
