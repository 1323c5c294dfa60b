import { loadConfig } from '../config';
import { AppError } from '../errors';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing';
import {
  MemoryAttemptCounters,
  PostgresAttemptCounters,
  type AttemptCounters,
} from './attempt-counters';
import { AttemptLimiter, createAttemptLimiters } from './attempt-limiter';

/** The RATE001 error `action` throws, or null when it passes. */
async function rateError(action: () => Promise<unknown>): Promise<AppError | null> {
  try {
    await action();
    return null;
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE001') return error;
    throw error;
  }
}

const counterKinds: [string, () => Promise<TestDatabase | null>][] = [
  ['memory', async () => null],
  ...testDatabaseKinds().map((kind): [string, () => Promise<TestDatabase | null>] => [
    `attempt_counters on ${kind}`,
    () => openTestDatabase(kind),
  ]),
];

describe.each(counterKinds)('AttemptLimiter (%s)', (_kind, open) => {
  let database: TestDatabase | null;
  let counters: () => AttemptCounters;
  beforeAll(async () => {
    database = await open();
    counters = () =>
      database === null ? new MemoryAttemptCounters() : new PostgresAttemptCounters(database.db);
  }, 60_000);
  beforeEach(() => database?.reset());
  afterAll(() => database?.close());

  function setUp(limit = { perUsername: 3, perIp: 5 }, windowSeconds = 60) {
    let nowMs = 1_000_000;
    const clock = {
      now: () => nowMs,
      advance: (seconds: number) => {
        nowMs += seconds * 1000;
      },
    };
    return {
      limiter: new AttemptLimiter('login', limit, windowSeconds, clock.now, counters()),
      clock,
    };
  }

  it('lets a 학번 try `perUsername` times per window from any address, then answers 429', async () => {
    const { limiter } = setUp();
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      await limiter.consume({ ip, username: '202012301' });
    }
    const error = await rateError(() => limiter.consume({ ip: '10.0.0.4', username: '202012301' }));
    expect(error?.status).toBe(429);
    expect(error?.toBody()).toEqual({
      code: 'RATE001',
      message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    });
    expect(error?.retryAfterSeconds).toBe(60);
    // The refused attempt cost the address nothing: it may still try another 학번 four times.
    for (let i = 0; i < 4; i += 1) {
      expect(
        await rateError(() => limiter.consume({ ip: '10.0.0.4', username: `20201240${i}` })),
      ).toBeNull();
    }
  });

  it('lets an address try `perIp` times per window across 학번, then answers 429', async () => {
    const { limiter } = setUp();
    for (let i = 0; i < 5; i += 1)
      await limiter.consume({ ip: '10.0.0.1', username: `20201230${i}` });
    expect(
      await rateError(() => limiter.consume({ ip: '10.0.0.1', username: '202012309' })),
    ).not.toBeNull();
    expect(
      await rateError(() => limiter.consume({ ip: '10.0.0.2', username: '202012309' })),
    ).toBeNull();
  });

  it('starts a new window when the old one ends and says how long is left', async () => {
    const { limiter, clock } = setUp();
    for (let i = 0; i < 3; i += 1) await limiter.consume({ ip: '10.0.0.1', username: '202012301' });
    clock.advance(45);
    const error = await rateError(() => limiter.consume({ ip: '10.0.0.1', username: '202012301' }));
    expect(error?.retryAfterSeconds).toBe(15);
    clock.advance(15);
    expect(
      await rateError(() => limiter.consume({ ip: '10.0.0.1', username: '202012301' })),
    ).toBeNull();
  });

  it('gives an attempt back on refund (a login that succeeded)', async () => {
    const { limiter } = setUp();
    for (let i = 0; i < 10; i += 1) {
      const attempt = await limiter.consume({ ip: '10.0.0.1', username: '202012301' });
      await attempt.refund();
    }
    for (let i = 0; i < 3; i += 1) await limiter.consume({ ip: '10.0.0.1', username: '202012301' });
    expect(
      await rateError(() => limiter.consume({ ip: '10.0.0.1', username: '202012301' })),
    ).not.toBeNull();
  });

  it('limits per member when the limit names one', async () => {
    const limiter = new AttemptLimiter(
      'refresh',
      { perMember: 2, perIp: 100 },
      60,
      () => 0,
      counters(),
    );
    await limiter.consume({ ip: '10.0.0.1', memberId: 7 });
    await limiter.consume({ ip: '10.0.0.2', memberId: 7 });
    expect(await rateError(() => limiter.consume({ ip: '10.0.0.3', memberId: 7 }))).not.toBeNull();
    expect(await rateError(() => limiter.consume({ ip: '10.0.0.3', memberId: 8 }))).toBeNull();
  });

  it('lets at most the limit through of 40 attempts started at the same instant', async () => {
    const { limiter } = setUp({ perUsername: 10, perIp: 1000 });
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        rateError(() => limiter.consume({ ip: `10.0.1.${i}`, username: '202012301' })),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome?.status === 429)).toHaveLength(30);
  });
});

describe('MemoryAttemptCounters', () => {
  it('forgets ended windows as keys pile up, so memory stays bounded', async () => {
    const counter = new MemoryAttemptCounters();
    const window = { windowMs: 60_000, max: 1 };
    for (let i = 0; i < 5000; i += 1) await counter.add('s', `old-${i}`, window, 0);
    expect(counter.size).toBe(5000);
    for (let i = 0; i < 5000; i += 1) await counter.add('s', `new-${i}`, window, 60_000);
    // The 5000 ended windows were swept while the new keys came in.
    expect(counter.size).toBe(5000);
    expect(await counter.add('s', 'new-0', window, 60_000)).toEqual({
      count: 2,
      endsAtMs: 120_000,
    });
    expect(await counter.add('s', 'old-0', window, 60_000)).toEqual({
      count: 1,
      endsAtMs: 120_000,
    });
  });
});

describe('createAttemptLimiters', () => {
  it('keeps the limits apart', async () => {
    const limits = loadConfig({
      JWT_SECRET: 'x'.repeat(32),
      RATE_LOGIN_PER_USERNAME: '1',
    }).attemptLimits;
    const limiters = createAttemptLimiters(limits, () => 0);
    await limiters.login.consume({ ip: '10.0.0.1', username: '202012301' });
    expect(
      await rateError(() => limiters.login.consume({ ip: '10.0.0.1', username: '202012301' })),
    ).not.toBeNull();
    expect(
      await rateError(() => limiters.portal.consume({ ip: '10.0.0.1', username: '202012301' })),
    ).toBeNull();
  });
});
