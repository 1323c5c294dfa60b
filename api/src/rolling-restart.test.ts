import {
  demoStudents,
  httpClient,
  logIn,
  signUp,
  type HttpClient,
  type Session,
} from '../bench/http-support';
import { MixedLoad, questionCount } from '../bench/mixed-load';
import { openTestDatabase, type TestDatabase } from './testing';
import {
  startReplica,
  startRoundRobinProxy,
  stopReplica,
  waitFor,
  type Replica,
  type RoundRobinProxy,
} from './testing/replicas';

// Issue 25, item 3: a deploy restarts the replicas one at a time under the mixed load of
// bench/load.js, and no request fails and no acknowledged write is lost. Each replica, on
// SIGTERM, answers not-ready, keeps serving for SHUTDOWN_DRAIN_SECONDS while the proxy's probe
// takes it out, then stops accepting, finishes what it has, closes its pool and exits 0; the
// proxy sends everything to the other one meanwhile. PostgreSQL only (TEST_DATABASE_URL).

const postgresOnly = process.env.TEST_DATABASE_URL ? describe : describe.skip;
/** Concurrent sessions: a steady load the machine serves (overload is bench/overload.js's). */
const CONNECTIONS = 16;
const MEMBERS = 8;
const REPLICA_ENV = {
  // Ten probe intervals of the proxy (src/testing/replicas.ts, 100 ms).
  SHUTDOWN_DRAIN_SECONDS: '1',
  // The mixed load writes and refreshes far more often than a student (limits of its own).
  RATE_LOGIN_PER_IP: '1000000',
  RATE_PORTAL_PER_IP: '1000000',
  RATE_REFRESH_PER_MEMBER: '1000000',
  RATE_REFRESH_PER_IP: '1000000',
  RATE_QNA_WRITES_PER_MEMBER: '1000000',
  RATE_QNA_WRITES_PER_IP: '1000000',
};

postgresOnly('a rolling restart of two replicas under the mixed load', () => {
  let database: TestDatabase;
  let databaseUrl: string;
  const replicas: Record<'a' | 'b', Replica | undefined> = { a: undefined, b: undefined };
  let proxy: RoundRobinProxy;
  let client: HttpClient;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    const schema = (
      await database.db
        .selectNoFrom((eb) => eb.fn<string>('current_schema').as('name'))
        .executeTakeFirstOrThrow()
    ).name;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
    const [a, b] = await Promise.all([
      startReplica('a', databaseUrl, { env: REPLICA_ENV }),
      startReplica('b', databaseUrl, { env: REPLICA_ENV }),
    ]);
    replicas.a = a;
    replicas.b = b;
    proxy = await startRoundRobinProxy([a!, b!]);
    await waitFor(() => proxy.ready().length === 2);
    client = httpClient(proxy.url, CONNECTIONS);
  }, 150_000);
  afterAll(async () => {
    await client?.close();
    await proxy?.close();
    await Promise.all([stopReplica(replicas.a), stopReplica(replicas.b)]);
    await database?.close();
  });

  /** What a deploy does to one replica: SIGTERM, wait for its exit, start the new one. */
  const redeploy = async (name: 'a' | 'b') => {
    const old = replicas[name]!;
    const exitCode = await stopReplica(old);
    const restarted = await startReplica(name, databaseUrl, { port: old.port, env: REPLICA_ENV });
    replicas[name] = restarted;
    await waitFor(() => proxy.ready().includes(name));
    return { exitCode, log: old.output() };
  };

  it('fails no request and loses no write; each replica drains and exits 0', async () => {
    const usernames = demoStudents(MEMBERS);
    for (const username of usernames) await signUp(client, username);
    const sessions: Session[] = [];
    for (let index = 0; index < CONNECTIONS; index += 1) {
      sessions.push(await logIn(client, usernames[index % MEMBERS]!));
    }
    const questionsBefore = await questionCount(client);

    const load = new MixedLoad();
    let deployed = false;
    const running = load.run(client, sessions, Number.POSITIVE_INFINITY);
    const deploy = (async () => {
      await delay(2000);
      const first = await redeploy('a');
      await delay(1000);
      const second = await redeploy('b');
      await delay(2000);
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
  }, 240_000);
});

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
