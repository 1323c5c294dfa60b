import {
  demoStudents,
  logIn,
  signUp,
  type HttpClient,
  type Session,
} from '../../bench/http-support';
import { MixedLoad, questionCount } from '../../bench/mixed-load';

// A deploy under the mixed load of bench/load.js, whatever stands in front of the replicas (the
// test's round-robin proxy, the shipped nginx): src/rolling-restart*.test.ts.

/** Concurrent sessions: a steady load the machine serves (overload is bench/overload.js's). */
export const ROLLING_CONNECTIONS = 16;
const MEMBERS = 8;

/** Replica settings for the load: it writes and refreshes far more often than a student. */
export const ROLLING_REPLICA_ENV = {
  SHUTDOWN_DRAIN_SECONDS: '1',
  RATE_LOGIN_PER_IP: '1000000',
  RATE_PORTAL_PER_IP: '1000000',
  RATE_REFRESH_PER_MEMBER: '1000000',
  RATE_REFRESH_PER_IP: '1000000',
  RATE_QNA_WRITES_PER_MEMBER: '1000000',
  RATE_QNA_WRITES_PER_IP: '1000000',
};

/** One replica's deploy: its exit code on SIGTERM and what it logged. */
export interface Redeployed {
  exitCode: number | null;
  log: string;
}

/**
 * Signs members up, runs the mixed load through `client`, redeploys replica a then b meanwhile,
 * and checks: each drained and exited 0 in order, no request failed, no acknowledged write was
 * lost and no unacknowledged one stored.
 */
export async function expectCleanRollingRestart(
  client: HttpClient,
  redeploy: (name: 'a' | 'b') => Promise<Redeployed>,
): Promise<void> {
  const usernames = demoStudents(MEMBERS);
  for (const username of usernames) await signUp(client, username);
  const sessions: Session[] = [];
  for (let index = 0; index < ROLLING_CONNECTIONS; index += 1) {
    sessions.push(await logIn(client, usernames[index % MEMBERS]!));
  }
  const questionsBefore = await questionCount(client);

  const load = new MixedLoad();
  let deployed = false;
  const running = load.run(client, sessions, Number.POSITIVE_INFINITY);
  // The load's pace, in requests (each session a few on average), not seconds: how much of it
  // both replicas serve before, between and after the restarts.
  const deploy = (async () => {
    await load.untilAnswered(4 * ROLLING_CONNECTIONS);
    const first = await redeploy('a');
    await load.untilAnswered(2 * ROLLING_CONNECTIONS);
    const second = await redeploy('b');
    await load.untilAnswered(4 * ROLLING_CONNECTIONS);
    deployed = true;
    return [first, second];
  })();
  const results = await deploy.finally(() => load.stop());
  await running;

  expect(deployed).toBe(true);
  for (const { exitCode, log } of results) {
    expect(exitCode).toBe(0);
    // In order: not ready and draining, closing, shut down (each a log line's whole message).
    const steps = [
      'shutting down: not ready, draining',
      'closing: no new connections, finishing requests in flight',
      'shut down',
    ].map((message) => `"msg":"${message}"`);
    const positions = steps.map((step) => log.indexOf(step));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((x, y) => x - y)).toEqual(positions);
  }
  expect(load.failures).toEqual([]);
  expect(load.errors).toBe(0);
  expect(load.requests).toBeGreaterThan(100);
  expect(load.acknowledged.size).toBeGreaterThan(10);
  const { lost, unacknowledgedStored } = await load.verifyWrites(client, questionsBefore);
  expect(lost).toBe(0);
  expect(unacknowledgedStored).toBe(0);
}
