import { PgliteInUseError } from '../db/pglite-lock';
import {
  insertMember,
  openTestDatabase,
  storedRows,
  type TestDatabase,
  testDatabaseKinds,
} from '../testing';
import {
  EXIT_FAILED,
  EXIT_OK,
  EXIT_USAGE,
  runAdminCommand,
  USAGE,
  type OpenedDatabase,
} from './admin-command';

class Output {
  readonly out: string[] = [];
  readonly err: string[] = [];
  readonly sink = {
    out: (line: string) => this.out.push(line),
    err: (line: string) => this.err.push(line),
  };
}

const noDatabase = () => Promise.reject(new Error('the database must not be opened'));

describe('admin command arguments', () => {
  it('prints the usage for --help without opening the database', async () => {
    const output = new Output();

    await expect(runAdminCommand(['--help'], noDatabase, output.sink)).resolves.toBe(EXIT_OK);

    expect(output.out).toEqual([USAGE]);
    expect(USAGE).toContain('grant <학번>');
    expect(USAGE).toContain('revoke <학번>');
  });

  it.each([[[]], [['promote', '202012301']], [['grant']], [['grant', '202012301', '202012302']]])(
    'refuses %j with the usage and exit code 2',
    async (args) => {
      const output = new Output();

      await expect(runAdminCommand(args, noDatabase, output.sink)).resolves.toBe(EXIT_USAGE);

      expect(output.err.at(-1)).toBe(USAGE);
    },
  );

  it('refuses a 학번 that is not 9 digits', async () => {
    const output = new Output();

    await expect(runAdminCommand(['grant', '2020123'], noDatabase, output.sink)).resolves.toBe(
      EXIT_USAGE,
    );

    expect(output.err).toEqual(['"2020123" is not a 학번 (9 digits).']);
  });

  it('says so when the PGlite data folder is held by the running server', async () => {
    const output = new Output();
    const busy = () => Promise.reject(new PgliteInUseError('/srv/smunity/.data/pglite', 4242));

    await expect(runAdminCommand(['grant', '202012301'], busy, output.sink)).resolves.toBe(
      EXIT_FAILED,
    );

    expect(output.err).toEqual([
      'The PGlite data folder /srv/smunity/.data/pglite is in use by process 4242 (the api server?). ' +
        'Stop it first, or use ADMIN_USERNAMES. ' +
        'If nothing is running, delete /srv/smunity/.data/pglite/smunity.lock.',
    ]);
  });
});

describe.each(testDatabaseKinds())('admin command on a database (%s)', (kind) => {
  let database: TestDatabase;
  let destroyed: boolean;
  /** ADMIN_USERNAMES of the configuration the command runs with. */
  let configuredAdmins: string[];
  // The command closes the database it opened; the suite's database stays open for checks.
  const openDatabase = async (): Promise<OpenedDatabase> => ({
    rules: { configuredAdmins },
    db: new Proxy(database.db, {
      get(target, property) {
        if (property === 'destroy') {
          return async () => {
            destroyed = true;
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }),
  });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(() => database?.close());
  beforeEach(async () => {
    await database.reset();
    destroyed = false;
    configuredAdmins = [];
  });

  const roleOf = async (username: string) =>
    (
      await database.db
        .selectFrom('members')
        .select('role')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).role;

  const auditLog = () =>
    storedRows(database.db, 'admin_audit_log', [
      'action',
      'source',
      'actor_username',
      'target_username',
      'target_name',
    ]);

  it('grants and revokes the admin role, confirms it and logs both changes', async () => {
    // Another admin, so that 202012301 is not the last one when revoked.
    await insertMember(database.db, { username: '201900001', role: 'ROLE_ADMIN' });
    await insertMember(database.db, { username: '202012301', name: '박지훈' });
    const output = new Output();

    await expect(runAdminCommand(['grant', '202012301'], openDatabase, output.sink)).resolves.toBe(
      EXIT_OK,
    );
    expect(await roleOf('202012301')).toBe('ROLE_ADMIN');
    await expect(runAdminCommand(['revoke', '202012301'], openDatabase, output.sink)).resolves.toBe(
      EXIT_OK,
    );
    expect(await roleOf('202012301')).toBe('ROLE_USER');

    expect(output.out).toEqual([
      '202012301 (박지훈) is now ROLE_ADMIN.',
      '202012301 (박지훈) is now ROLE_USER.',
    ]);
    expect(await auditLog()).toEqual([
      {
        action: 'ADMIN_GRANTED',
        source: 'CLI',
        actor_username: null,
        target_username: '202012301',
        target_name: '박지훈',
      },
      {
        action: 'ADMIN_REVOKED',
        source: 'CLI',
        actor_username: null,
        target_username: '202012301',
        target_name: '박지훈',
      },
    ]);
    expect(destroyed).toBe(true);
  });

  it('keeps the last admin and says why', async () => {
    await insertMember(database.db, { username: '202012301', role: 'ROLE_ADMIN' });
    const output = new Output();

    await expect(runAdminCommand(['revoke', '202012301'], openDatabase, output.sink)).resolves.toBe(
      EXIT_FAILED,
    );

    expect(output.err).toEqual([
      '202012301 is the last admin: grant the role to another member first.',
    ]);
    expect(await roleOf('202012301')).toBe('ROLE_ADMIN');
    expect(await auditLog()).toEqual([]);
    expect(destroyed).toBe(true);
  });

  it('keeps an ADMIN_USERNAMES admin, which the next start would restore', async () => {
    await insertMember(database.db, { username: '201900001', role: 'ROLE_ADMIN' });
    await insertMember(database.db, { username: '202012301', role: 'ROLE_ADMIN' });
    configuredAdmins = ['202012301'];
    const output = new Output();

    await expect(runAdminCommand(['revoke', '202012301'], openDatabase, output.sink)).resolves.toBe(
      EXIT_FAILED,
    );

    expect(output.err).toEqual([
      '202012301 is listed in ADMIN_USERNAMES, which makes it an admin again at every start: remove it there first.',
    ]);
    expect(await roleOf('202012301')).toBe('ROLE_ADMIN');
  });

  it.each([
    ['grant', 'ROLE_ADMIN', '202012301 is already ROLE_ADMIN.'],
    ['revoke', 'ROLE_USER', '202012301 is not an admin.'],
  ] as const)('refuses to %s a member who is %s already', async (command, role, message) => {
    await insertMember(database.db, { username: '201900001', role: 'ROLE_ADMIN' });
    await insertMember(database.db, { username: '202012301', role });
    const output = new Output();

    await expect(runAdminCommand([command, '202012301'], openDatabase, output.sink)).resolves.toBe(
      EXIT_FAILED,
    );

    expect(output.err).toEqual([message]);
    expect(await auditLog()).toEqual([]);
  });

  it('fails with a clear message for a 학번 that never signed up', async () => {
    await insertMember(database.db, { username: '202012301' });
    const output = new Output();

    await expect(runAdminCommand(['grant', '202012302'], openDatabase, output.sink)).resolves.toBe(
      EXIT_FAILED,
    );

    expect(output.err).toEqual(['No member with 학번 202012302: the student must sign up first.']);
    expect(await roleOf('202012301')).toBe('ROLE_USER');
    expect(destroyed).toBe(true);
  });
});
