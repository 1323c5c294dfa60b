import type { AttemptLimits } from '../config';
import { AppError } from '../errors';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing';
import {
  MemoryAttemptCounters,
  PostgresAttemptCounters,
  type AttemptCounters,
} from './attempt-counters';
import { AttemptLimiter, createAttemptLimiters } from './attempt-limiter';

class FakeReply {
  readonly headers: Record<string, string> = {};

  header(name: string, value: string): this {
    this.headers[name] = value;
    return this;
  }
}

let counters: () => AttemptCounters = () => new MemoryAttemptCounters();

function setUp(limit = { perUsername: 3, perIp: 5 }, windowSeconds = 60) {
  let nowMs = 1_000_000;
  const clock = {
    now: () => nowMs,
    advance: (seconds: number) => {
      nowMs += seconds * 1000;
    },
  };
  return { limiter: new AttemptLimiter(limit, windowSeconds, clock.now, counters()), clock };
}

/** The RATE001 error `action` throws, or null when it passes. */
async function rateError(action: () => Promise<void>): Promise<AppError | null> {
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
  beforeAll(async () => {
    database = await open();
    counters = () =>
      database === null ? new MemoryAttemptCounters() : new PostgresAttemptCounters(database.db);
  }, 60_000);
  beforeEach(() => database?.reset());
  afterAll(async () => {
    await database?.close();
    counters = () => new MemoryAttemptCounters();
  });

  it('lets a 학번 try `perUsername` times per window from any address, then answers 429', async () => {
    const { limiter } = setUp();
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      await limiter.consume({ ip }, new FakeReply(), '202012301');
    }

    const reply = new FakeReply();
    const error = await rateError(() => limiter.consume({ ip: '10.0.0.4' }, reply, '202012301'));

    expect(error?.status).toBe(429);
    expect(error?.toBody()).toEqual({
      code: 'RATE001',
      message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    });
    expect(reply.headers['retry-after']).toBe('60');
    expect(
      await rateError(() => limiter.consume({ ip: '10.0.0.4' }, new FakeReply(), '202012302')),
    ).toBeNull();
  });

  it('lets an address try `perIp` times per window across 학번, then answers 429', async () => {
    const { limiter } = setUp();
    for (let i = 0; i < 5; i += 1)
      await limiter.consume({ ip: '10.0.0.1' }, new FakeReply(), `20201230${i}`);

    expect(
      await rateError(() => limiter.consume({ ip: '10.0.0.1' }, new FakeReply(), '202012309')),
    ).not.toBeNull();
    expect(
      await rateError(() => limiter.consume({ ip: '10.0.0.2' }, new FakeReply(), '202012309')),
    ).toBeNull();
  });

  it('starts a new window when the old one ends and says how long is left', async () => {
    const { limiter, clock } = setUp();
    for (let i = 0; i < 3; i += 1)
      await limiter.consume({ ip: '10.0.0.1' }, new FakeReply(), '202012301');

    clock.advance(45);
    const reply = new FakeReply();
    expect(
      await rateError(() => limiter.check({ ip: '10.0.0.1' }, reply, '202012301')),
    ).not.toBeNull();
    expect(reply.headers['retry-after']).toBe('15');

    clock.advance(15);
    expect(
      await rateError(() => limiter.consume({ ip: '10.0.0.1' }, new FakeReply(), '202012301')),
    ).toBeNull();
  });

  it('counts only what is recorded: `check` alone spends nothing', async () => {
    const { limiter } = setUp();
    for (let i = 0; i < 10; i += 1)
      await limiter.check({ ip: '10.0.0.1' }, new FakeReply(), '202012301');
    for (let i = 0; i < 3; i += 1) await limiter.record({ ip: '10.0.0.1' }, '202012301');

    expect(
      await rateError(() => limiter.check({ ip: '10.0.0.1' }, new FakeReply(), '202012301')),
    ).not.toBeNull();
  });
});

describe('MemoryAttemptCounters', () => {
  it('forgets ended windows as keys pile up, so memory stays bounded', async () => {
    const counter = new MemoryAttemptCounters();
    for (let i = 0; i < 5000; i += 1) await counter.add('s', `old-${i}`, 60_000, 0);
    expect(counter.size).toBe(5000);

    for (let i = 0; i < 5000; i += 1) await counter.add('s', `new-${i}`, 60_000, 60_000);

    // The 5000 ended windows were swept while the new keys came in.
    expect(counter.size).toBe(5000);
    expect(await counter.waitMs('s', 'new-0', 1, 60_000)).toBe(60_000);
    expect(await counter.waitMs('s', 'old-0', 1, 60_000)).toBe(0);
  });
});

describe('createAttemptLimiters', () => {
  it('keeps login and portal attempts apart', async () => {
    const limits: AttemptLimits = {
      windowSeconds: 600,
      login: { perUsername: 1, perIp: 10 },
      portal: { perUsername: 1, perIp: 10 },
    };
    const limiters = createAttemptLimiters(limits, () => 0);
    limiters.login.record({ ip: '10.0.0.1' }, '202012301');

    expect(
      await rateError(() => limiters.login.check({ ip: '10.0.0.1' }, new FakeReply(), '202012301')),
    ).not.toBeNull();
    expect(
      await rateError(() =>
        limiters.portal.check({ ip: '10.0.0.1' }, new FakeReply(), '202012301'),
      ),
    ).toBeNull();
  });
});
