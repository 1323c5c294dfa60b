import { exportReferenceData, importReferenceData } from './modules/reference-data/service';
import { NOTICE_2026, withCohort2026 } from './modules/reference-data/testing';
import { createPasswordHasher } from './security';
import { insertMember, TEST_SCRYPT_PARAMETERS, type TestDatabase } from './testing';
import {
  openReplicaDatabase,
  startReplica,
  startRoundRobinProxy,
  stopReplica,
  type Replica,
  type RoundRobinProxy,
  waitFor,
} from './testing/replicas';

// Issue 11, part 3: two api processes on one PostgreSQL behind one proxy behave as one api.
// The proxy alternates between them (a, b, a, b, …) and says who answered (x-served-by), so each
// step below knows which replica it reached. PostgreSQL only (TEST_DATABASE_URL).

const PASSWORD = 'replica-pw-1';
/** Members written straight in; the replicas rehash at the site's cost on the first login. */
const passwords = createPasswordHasher(TEST_SCRYPT_PARAMETERS);
/** Every demo portal student's password (api/data/demo-portal.json). */
const DEMO_PORTAL_PASSWORD = 'demo1234!';
const LOGIN_LIMIT = 4;
/** Low enough to reach in a test, high enough that each replica alone stays under it. */
const PAGE_VIEW_LIMIT = 6;
const postgresOnly = process.env.TEST_DATABASE_URL ? describe : describe.skip;

postgresOnly('two api replicas on one PostgreSQL behind one proxy', () => {
  let database: TestDatabase;
  let replicas: Replica[] = [];
  let proxy: RoundRobinProxy;
  let username: string;

  beforeAll(async () => {
    let databaseUrl: string;
    ({ database, databaseUrl } = await openReplicaDatabase());
    const env = {
      RATE_LOGIN_PER_USERNAME: String(LOGIN_LIMIT),
      RATE_PAGE_VIEWS_PER_IP: String(PAGE_VIEW_LIMIT),
    };
    replicas = await Promise.all([
      startReplica('a', databaseUrl, { env }),
      startReplica('b', databaseUrl, { env }),
    ]);
    proxy = await startRoundRobinProxy(replicas);
    await proxy.untilReady('a', 'b');
    // A demo portal student, so that a course upload can change what the audit reads.
    const id = await insertMember(database.db, {
      username: '201910101',
      cohort: 2019,
      department_id: 1,
      password_hash: await passwords.hash(PASSWORD),
    });
    ({ username } = await database.db
      .selectFrom('members')
      .select('username')
      .where('id', '=', id)
      .executeTakeFirstOrThrow());
  }, 120_000);
  afterAll(async () => {
    await proxy?.close();
    await Promise.all(replicas.map(stopReplica));
    await database?.close();
  });

  const call = async (method: string, url: string, body?: object, headers: object = {}) => {
    const response = await fetch(`${proxy.url}/api/v1${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      servedBy: response.headers.get('x-served-by'),
      body: text === '' ? null : JSON.parse(text),
    };
  };

  it('reaches a login limit counted across both', async () => {
    const servedBy: (string | null)[] = [];
    for (let attempt = 0; attempt < LOGIN_LIMIT; attempt += 1) {
      const failed = await call('POST', '/accounts/login', {
        username,
        password: 'wrong-password',
      });
      expect(failed.status).toBe(401);
      servedBy.push(failed.servedBy);
    }
    // Each replica saw only half of the failures: alone, neither would refuse yet.
    expect(new Set(servedBy)).toEqual(new Set(['a', 'b']));

    const refused = await call('POST', '/accounts/login', { username, password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE001');
    const next = await call('POST', '/accounts/login', { username, password: PASSWORD });
    expect(next.status).toBe(429);
    expect(new Set([refused.servedBy, next.servedBy])).toEqual(new Set(['a', 'b']));

    await database.db.deleteFrom('attempt_counters').execute();
  });

  it('refuses page views past the per-address limit counted across both', async () => {
    const answers = await Promise.all(
      Array.from({ length: PAGE_VIEW_LIMIT + 4 }, () =>
        call('POST', '/analytics/pageviews', { path: '/' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 204)).toHaveLength(PAGE_VIEW_LIMIT);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(4);
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set(['a', 'b']));
    await database.db.deleteFrom('attempt_counters').execute();
    await database.db.deleteFrom('page_views').execute();
  });

  it('evaluates at most the limit of 40 parallel wrong passwords spread over both', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call('POST', '/accounts/login', { username, password: `wrong-password-${i}` }),
      ),
    );
    const evaluated = answers.filter((answer) => answer.status === 401);
    expect(evaluated).toHaveLength(LOGIN_LIMIT);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(40 - LOGIN_LIMIT);
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set(['a', 'b']));
    await database.db.deleteFrom('attempt_counters').execute();
  });

  it('relays at most 3 wrong portal passwords of 40 parallel ones over both (the lock-out guard)', async () => {
    const student = '202012301';
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        call('POST', '/auth/register', { username: student, password: 'not-the-portal-pw' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(37);
    expect(answers.some((answer) => answer.body.code === 'RATE002')).toBe(true);
    await database.db.deleteFrom('attempt_counters').execute();
  });

  it('refuses on one replica a refresh token rotated on the other, and ends the session on both', async () => {
    const login = await call('POST', '/accounts/login', { username, password: PASSWORD });
    expect(login.status).toBe(200);
    const rotated = await call('POST', '/accounts/refresh', {
      refreshToken: login.body.refreshToken,
    });
    expect(rotated.status).toBe(200);

    const reused = await call('POST', '/accounts/refresh', {
      refreshToken: login.body.refreshToken,
    });
    expect(reused.status).toBe(401);
    // A rotated token came back: the session is revoked (docs/adr/0026).
    expect(reused.body.code).toBe('ACCOUNT014');
    expect(reused.servedBy).not.toBe(rotated.servedBy);

    // Both copies are dead, and the session's access token too, on either replica (the other
    // one hears of it through the database's notification, within milliseconds).
    const next = await call('POST', '/accounts/refresh', {
      refreshToken: rotated.body.refreshToken,
    });
    expect(next.body.code).toBe('ACCOUNT009');
    const auth = { authorization: `Bearer ${rotated.body.accessToken}` };
    const refusedBy = new Set<string | null>();
    await waitFor(async () => {
      const me = await call('GET', '/members/me', undefined, auth);
      if (me.status === 401 && me.body.code === 'ACCOUNT014') refusedBy.add(me.servedBy);
      return refusedBy.size === 2;
    });
    expect(refusedBy).toEqual(new Set(['a', 'b']));
  });

  it("shows a member's change on the other replica's next read (its cached audit too)", async () => {
    const login = await call('POST', '/accounts/login', { username, password: PASSWORD });
    const auth = { authorization: `Bearer ${login.body.accessToken}` };
    // Both replicas read (and cache) the member's audit first.
    const before = [
      await call('GET', '/courses/credit', undefined, auth),
      await call('GET', '/courses/credit', undefined, auth),
    ];
    expect(before.map((read) => read.status)).toEqual([200, 200]);
    expect(new Set(before.map((read) => read.servedBy))).toEqual(new Set(['a', 'b']));

    const changed = await call(
      'POST',
      '/courses/upload',
      { username, password: DEMO_PORTAL_PASSWORD },
      auth,
    );
    expect(changed.status).toBe(201);
    // The proxy takes turns: the next read goes to the replica that did not write.
    const audit = await call('GET', '/courses/credit', undefined, auth);
    const writersAudit = await call('GET', '/courses/credit', undefined, auth);

    expect(audit.servedBy).not.toBe(changed.servedBy);
    expect(writersAudit.servedBy).toBe(changed.servedBy);
    expect(before.map((read) => read.body.completed)).toEqual([0, 0]);
    expect(audit.body.completed).toBeGreaterThan(0);
    expect(audit.body).toEqual(writersAudit.body);
  });

  it('drops the cohort notice on both replicas when an import adds the 2026 cohort, without a restart', async () => {
    await insertMember(database.db, {
      username: '202610101',
      cohort: 2025,
      department_id: 1,
      password_hash: await passwords.hash(PASSWORD),
    });
    const login = await call('POST', '/accounts/login', {
      username: '202610101',
      password: PASSWORD,
    });
    const auth = { authorization: `Bearer ${login.body.accessToken}` };
    // Both replicas read (and cache) the basis and the audit with the 2025 curriculum.
    const before = [
      await call('GET', '/courses/basis', undefined, auth),
      await call('GET', '/courses/basis', undefined, auth),
    ];
    expect(new Set(before.map((read) => read.servedBy))).toEqual(new Set(['a', 'b']));
    expect(before.map((read) => read.body.notice)).toEqual([NOTICE_2026, NOTICE_2026]);

    // As `npm run data -w api -- import` would, from another process's connection.
    const outcome = await importReferenceData(
      database.db,
      withCohort2026(await exportReferenceData(database.db)),
      { dryRun: false, actor: { source: 'CLI' } },
    );
    expect(outcome.status).toBe('applied');

    // Each replica hears of the import through PostgreSQL's notification, in its own time (a
    // loaded machine took over 2 s): ask until both answered with the new basis (the proxy
    // alternates between them).
    const updatedOn = new Set<string | null>();
    await waitFor(async () => {
      const read = await call('GET', '/courses/basis', undefined, auth);
      if (read.body.notice === null && read.body.cohort === 2026) updatedOn.add(read.servedBy);
      return updatedOn.size === 2;
    });
    expect(updatedOn).toEqual(new Set(['a', 'b']));
  });
});
