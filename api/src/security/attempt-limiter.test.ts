import type { AttemptLimits } from '../config';
import { AppError } from '../errors';
import { AttemptLimiter, createAttemptLimiters, FixedWindowCounter } from './attempt-limiter';

class FakeReply {
  readonly headers: Record<string, string> = {};

  header(name: string, value: string): this {
    this.headers[name] = value;
    return this;
  }
}

function setUp(limit = { perUsername: 3, perIp: 5 }, windowSeconds = 60) {
  let nowMs = 1_000_000;
  const clock = {
    now: () => nowMs,
    advance: (seconds: number) => {
      nowMs += seconds * 1000;
    },
  };
  return { limiter: new AttemptLimiter(limit, windowSeconds, clock.now), clock };
}

/** The RATE001 error `action` throws, or null when it passes. */
function rateError(action: () => void): AppError | null {
  try {
    action();
    return null;
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE001') return error;
    throw error;
  }
}

describe('AttemptLimiter', () => {
  it('lets a 학번 try `perUsername` times per window from any address, then answers 429', () => {
    const { limiter } = setUp();
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      limiter.consume({ ip }, new FakeReply(), '202012301');
    }

    const reply = new FakeReply();
    const error = rateError(() => limiter.consume({ ip: '10.0.0.4' }, reply, '202012301'));

    expect(error?.status).toBe(429);
    expect(error?.toBody()).toEqual({
      code: 'RATE001',
      message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    });
    expect(reply.headers['retry-after']).toBe('60');
    expect(
      rateError(() => limiter.consume({ ip: '10.0.0.4' }, new FakeReply(), '202012302')),
    ).toBeNull();
  });

  it('lets an address try `perIp` times per window across 학번, then answers 429', () => {
    const { limiter } = setUp();
    for (let i = 0; i < 5; i += 1)
      limiter.consume({ ip: '10.0.0.1' }, new FakeReply(), `20201230${i}`);

    expect(
      rateError(() => limiter.consume({ ip: '10.0.0.1' }, new FakeReply(), '202012309')),
    ).not.toBeNull();
    expect(
      rateError(() => limiter.consume({ ip: '10.0.0.2' }, new FakeReply(), '202012309')),
    ).toBeNull();
  });

  it('starts a new window when the old one ends and says how long is left', () => {
    const { limiter, clock } = setUp();
    for (let i = 0; i < 3; i += 1)
      limiter.consume({ ip: '10.0.0.1' }, new FakeReply(), '202012301');

    clock.advance(45);
    const reply = new FakeReply();
    expect(rateError(() => limiter.check({ ip: '10.0.0.1' }, reply, '202012301'))).not.toBeNull();
    expect(reply.headers['retry-after']).toBe('15');

    clock.advance(15);
    expect(
      rateError(() => limiter.consume({ ip: '10.0.0.1' }, new FakeReply(), '202012301')),
    ).toBeNull();
  });

  it('counts only what is recorded: `check` alone spends nothing', () => {
    const { limiter } = setUp();
    for (let i = 0; i < 10; i += 1) limiter.check({ ip: '10.0.0.1' }, new FakeReply(), '202012301');
    for (let i = 0; i < 3; i += 1) limiter.record({ ip: '10.0.0.1' }, '202012301');

    expect(
      rateError(() => limiter.check({ ip: '10.0.0.1' }, new FakeReply(), '202012301')),
    ).not.toBeNull();
  });
});

describe('FixedWindowCounter', () => {
  it('forgets ended windows as keys pile up, so memory stays bounded', () => {
    let nowMs = 0;
    const counter = new FixedWindowCounter(1, 60_000, () => nowMs);
    for (let i = 0; i < 5000; i += 1) counter.add(`old-${i}`);
    expect(counter.size).toBe(5000);

    nowMs += 60_000;
    for (let i = 0; i < 5000; i += 1) counter.add(`new-${i}`);

    // The 5000 ended windows were swept while the new keys came in.
    expect(counter.size).toBe(5000);
    expect(counter.waitMs('new-0')).toBe(60_000);
    expect(counter.waitMs('old-0')).toBe(0);
  });
});

describe('createAttemptLimiters', () => {
  it('keeps login and portal attempts apart', () => {
    const limits: AttemptLimits = {
      windowSeconds: 600,
      login: { perUsername: 1, perIp: 10 },
      portal: { perUsername: 1, perIp: 10 },
    };
    const limiters = createAttemptLimiters(limits, () => 0);
    limiters.login.record({ ip: '10.0.0.1' }, '202012301');

    expect(
      rateError(() => limiters.login.check({ ip: '10.0.0.1' }, new FakeReply(), '202012301')),
    ).not.toBeNull();
    expect(
      rateError(() => limiters.portal.check({ ip: '10.0.0.1' }, new FakeReply(), '202012301')),
    ).toBeNull();
  });
});
