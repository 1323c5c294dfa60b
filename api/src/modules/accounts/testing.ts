// Helpers for the auth, accounts and members suites (not a test file: no tests of its own).
import { sql } from 'kysely';
import type { Config } from '../../config';
import { DEFAULT_DEMO_PORTAL_FILE } from '../../portal';
import { loadDemoStudents, type DemoStudent } from '../../portal/demo/demo-file';
import { createDemoPortal } from '../../portal/demo/demo-portal';
import {
  bearer,
  createTestApi,
  insertMember,
  LogCapture,
  useBuiltTestApi,
  type MemberFields,
  type TestApi,
  type TestApiLifecycle,
  type TestDatabaseKind,
} from '../../testing';

/** Every demo student's portal password (api/data/demo-portal.json). */
export const PORTAL_PASSWORD = 'demo1234!';
/** The site password the suites sign up with; never equal to the portal one. */
export const SITE_PASSWORD = 'smunity-pw-1';

/** Demo students the suites rely on (README of src/portal). */
export const STUDENTS = {
  /** 경영학부 + 컴퓨터과학전공 (double major). */
  doubleMajor: {
    username: '202012301',
    name: '박지훈',
    department: '경영학부',
    secondDepartment: '컴퓨터과학전공',
  },
  /** Portal 지능·데이터융합학부 → 핀테크전공, an editable department. */
  editable: {
    username: '202307101',
    name: '임하늘',
    department: '핀테크전공',
    secondDepartment: null,
  },
  /** Cohort 2016: the 졸업생 row. */
  graduate: {
    username: '201627101',
    name: '윤재석',
    department: '글로벌경영학과',
    secondDepartment: null,
  },
  /** Single major, 생명공학전공. */
  plain: {
    username: '202210501',
    name: '배준영',
    department: '생명공학전공',
    secondDepartment: null,
  },
  locked: { username: '202590001' },
  expired: { username: '202590002' },
  unavailable: { username: '202590003' },
  timeout: { username: '202590004' },
  notStudent: { username: '202590005' },
  /** Test-only: a department we do not have. */
  unknownDepartment: {
    username: '202390001',
    name: '유령',
    department: '우주항공전공',
    secondDepartment: null,
  },
  /** 2026 freshman: no 2026 cohort in the reference data, checked with 2025's curriculum. */
  freshman2026: {
    username: '202610101',
    name: '정새봄',
    department: '컴퓨터과학전공',
    secondDepartment: null,
  },
  /** Test-only: an entrance year after the test calendar's year (2026). */
  notYetEntered: {
    username: '202790001',
    name: '미래',
    department: '컴퓨터과학전공',
    secondDepartment: null,
  },
} as const;

const EXTRA_STUDENTS: DemoStudent[] = [STUDENTS.unknownDepartment, STUDENTS.notYetEntered].map(
  (student) => ({
    ...student,
    password: PORTAL_PASSWORD,
    email: `${student.username}@example.com`,
    courses: [],
  }),
);

/** The shipped demo students plus the two test-only ones above. */
export function testPortal() {
  return createDemoPortal([...loadDemoStudents(DEFAULT_DEMO_PORTAL_FILE), ...EXTRA_STUDENTS]);
}

export interface AccountsTestApi extends TestApi {
  logs: LogCapture;
}

/** The api with the test portal and captured trace logs. */
export async function createAccountsTestApi(
  kind: TestDatabaseKind,
  overrides: Partial<Config> = {},
): Promise<AccountsTestApi> {
  const logs = new LogCapture();
  const api = await createTestApi(kind, overrides, { portal: testPortal(), logger: logs.logger });
  return Object.assign(api, { logs });
}

/**
 * useTestApi for the accounts suites: the api with the test portal and captured trace logs,
 * emptied and in a new attempt window before each test unless told otherwise.
 */
export function useAccountsTestApi(
  kind: TestDatabaseKind,
  options: TestApiLifecycle & { config?: Partial<Config> } = {},
): AccountsTestApi {
  return useBuiltTestApi(kind, () => createAccountsTestApi(kind, options.config), {
    newAttemptWindowEachTest: true,
    ...options,
  });
}

export interface VerifiedStudent {
  username: string;
  name: string;
  email: string;
  department: string;
  secondDepartment: string | null;
  authToken: string;
}

/** POST /auth/register with the demo password; fails the test unless it is a 200. */
export async function verifyForSignUp(api: TestApi, username: string): Promise<VerifiedStudent> {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { username, password: PORTAL_PASSWORD },
  });
  expect(response.json()).toHaveProperty('authToken');
  return response.json();
}

/** The sign-up body a well-behaved client sends after `verifyForSignUp`. */
export function signUpBody(verified: VerifiedStudent, password: string = SITE_PASSWORD) {
  return {
    username: verified.username,
    password,
    email: verified.email,
    name: verified.name,
    department: verified.department,
    secondDepartment: verified.secondDepartment,
  };
}

export function postSignUp(api: TestApi, authToken: string, payload: object) {
  return api.app.inject({
    method: 'POST',
    url: '/api/v1/accounts/register',
    headers: bearer(authToken),
    payload,
  });
}

/** Verification and sign-up through the api, as the web client does them. */
export async function signUp(api: TestApi, username: string): Promise<void> {
  const verified = await verifyForSignUp(api, username);
  const response = await postSignUp(api, verified.authToken, signUpBody(verified));
  expect(response.statusCode).toBe(201);
}

export interface Session {
  memberId: number;
  username: string;
  memberRole: string;
  accessToken: string;
  refreshToken: string;
  headers: { authorization: string };
}

export function postLogin(api: TestApi, username: string, password: string = SITE_PASSWORD) {
  return api.app.inject({
    method: 'POST',
    url: '/api/v1/accounts/login',
    payload: { username, password },
  });
}

/** Logs in through the api; fails the test unless it is a 200. */
export async function logIn(
  api: TestApi,
  username: string,
  password: string = SITE_PASSWORD,
): Promise<Session> {
  const response = await postLogin(api, username, password);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  const { memberId } = api.tokens.verifyAccess(body.accessToken);
  return { ...body, memberId, headers: bearer(body.accessToken) };
}

/** A member written straight into the database with SITE_PASSWORD, then logged in. */
export async function memberSession(api: TestApi, overrides: MemberFields = {}): Promise<Session> {
  const passwordHash = await api.passwords.hash(SITE_PASSWORD);
  const id = await insertMember(api.db, { ...overrides, password_hash: passwordHash });
  const { username } = await api.db
    .selectFrom('members')
    .select('username')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return logIn(api, username);
}

/** How many rows each table holds, for "nothing was written" checks. */
export async function rowCounts(api: TestApi): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [
    'members',
    'verifications',
    'sessions',
    'login_statuses',
    'courses',
  ] as const) {
    const { count } = await api.db
      .selectFrom(table)
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = count;
  }
  return counts;
}

/** Every row of every table of the schema as JSON text: what a database dump would show. */
export async function databaseDump(api: TestApi): Promise<string> {
  const { rows: tables } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(api.db);
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const { rows } = await sql<{ row: string }>`
      select row_to_json(t)::text as row from ${sql.table(table_name)} as t`.execute(api.db);
    parts.push(`${table_name}:`, ...rows.map(({ row }) => row));
  }
  return parts.join('\n');
}

/** How often `needle` occurs in `haystack`. */
export function occurrences(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}
