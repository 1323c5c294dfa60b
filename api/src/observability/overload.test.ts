import http from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { PoolClient } from 'pg';
import { CONNECT_TIMEOUT_MS, driverOf } from '../db/database';
import { NO_OVERLOAD_SHEDDING, openTestDatabase, useTestApi } from '../testing';
import { Watched } from '../testing/watched';
import { untilLoopSettled } from './overload';

/** Keeps the event loop busy in 100 ms slices (with a turn of the loop between) for `ms`. */
async function saturateEventLoop(ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const slice = Date.now() + 100;
    while (Date.now() < slice) {
      // busy: what a CPU-bound flood of requests does to the loop
    }
    await delay(0);
  }
}

describe('shedding while the event loop lags (docs/adr/0033)', () => {
  const api = useTestApi('pglite', {
    config: {
      overload: { ...NO_OVERLOAD_SHEDDING, maxEventLoopDelayMs: 50, retryAfterSeconds: 3 },
    },
    resetBetweenTests: false,
  });
  beforeAll(async () => {
    // As the server does before it listens: the samples of the api's start-up are not the
    // test's load.
    expect((await untilLoopSettled(api.app)).settled).toBe(true);
  });

  it('answers 503 COMMON010 at once with Retry-After, keeps health and metrics, and recovers', async () => {
    expect((await api.app.inject({ url: '/api/v1/terms/current' })).statusCode).toBe(200);

    await saturateEventLoop(1200);
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

    // The load is gone: once the samplers see the loop idle again (their next samples, as the
    // server waits for before it listens), requests are admitted.
    expect((await untilLoopSettled(api.app)).settled).toBe(true);
    expect((await api.app.inject({ url: '/api/v1/terms/current' })).statusCode).toBe(200);
  });

  it('opens after start-up only once the samplers no longer see its work: the first request is admitted', async () => {
    // What migrations and the reference-data seed do to the loop before `listen`.
    await saturateEventLoop(1200);
    const loop = await untilLoopSettled(api.app);
    expect(loop.settled).toBe(true);
    expect((await api.app.inject({ url: '/api/v1/terms/current' })).statusCode).toBe(200);
  });
});

describe('untilLoopSettled', () => {
  /** An api whose samplers say `pressure` in turn; the sleeps counted, never slept. */
  function sampled(pressure: boolean[]) {
    const sleeps: number[] = [];
    const app = {
      hasDecorator: (name: string) => name === 'isUnderPressure',
      isUnderPressure: () => pressure.shift() ?? false,
    };
    const sleep = async (ms: number) => {
      sleeps.push(ms);
    };
    return { app, sleeps, sleep };
  }

  it('waits for two fresh samples, then while a threshold is passed', async () => {
    const { app, sleeps, sleep } = sampled([true, true, true, false]);
    expect(await untilLoopSettled(app, { sleep })).toEqual({ settled: true, waitedMs: 1250 });
    expect(sleeps).toEqual([250, 250, 250, 250, 250]);
  });

  it('opens anyway after its longest wait, saying so', async () => {
    const { app, sleep } = sampled(Array.from({ length: 100 }, () => true));
    expect(await untilLoopSettled(app, { sleep, maxWaitMs: 1000 })).toEqual({
      settled: false,
      waitedMs: 1000,
    });
  });

  it('has nothing to wait for when the api does not shed for the loop', async () => {
    const { sleeps, sleep } = sampled([]);
    const app = { hasDecorator: () => false };
    expect(await untilLoopSettled(app, { sleep })).toEqual({ settled: true, waitedMs: 0 });
    expect(sleeps).toEqual([]);
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
