import { httpClient, type HttpClient } from '../bench/http-support';
import type { TestDatabase } from './testing';
import {
  openReplicaDatabase,
  startReplica,
  startRoundRobinProxy,
  stopReplica,
  type Replica,
  type RoundRobinProxy,
} from './testing/replicas';
import {
  ROLLING_CONNECTIONS,
  ROLLING_REPLICA_ENV,
  expectCleanRollingRestart,
} from './testing/rolling-restart';

// Issue 25, item 3: a deploy restarts the replicas one at a time under the mixed load of
// bench/load.js, and no request fails and no acknowledged write is lost. Each replica, on
// SIGTERM, answers not-ready, keeps serving for SHUTDOWN_DRAIN_SECONDS while the proxy's probe
// (src/testing/replicas.ts, every 100 ms: ten in the drain) takes it out, then stops accepting,
// finishes what it has, closes its pool and exits 0; the proxy sends everything to the other one
// meanwhile. PostgreSQL only (TEST_DATABASE_URL).

const postgresOnly = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const REPLICA_ENV = ROLLING_REPLICA_ENV;

postgresOnly('a rolling restart of two replicas under the mixed load', () => {
  let database: TestDatabase;
  let databaseUrl: string;
  const replicas: Record<'a' | 'b', Replica | undefined> = { a: undefined, b: undefined };
  let proxy: RoundRobinProxy;
  let client: HttpClient;

  beforeAll(async () => {
    ({ database, databaseUrl } = await openReplicaDatabase());
    const [a, b] = await Promise.all([
      startReplica('a', databaseUrl, { env: REPLICA_ENV }),
      startReplica('b', databaseUrl, { env: REPLICA_ENV }),
    ]);
    replicas.a = a;
    replicas.b = b;
    proxy = await startRoundRobinProxy([a!, b!]);
    await proxy.untilReady('a', 'b');
    client = httpClient(proxy.url, ROLLING_CONNECTIONS);
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
    await proxy.untilReady(name);
    return { exitCode, log: old.output() };
  };

  it('fails no request and loses no write; each replica drains and exits 0', async () => {
    await expectCleanRollingRestart(client, redeploy);
  }, 240_000);
});
