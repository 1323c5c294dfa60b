import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PortalBaseUrls, PortalStep } from '../smu/smu-portal';
import type { PortalCourse } from '../types';

/**
 * A local stand-in of the university portal for tests: two HTTP servers on 127.0.0.1 (the SSO
 * and the 샘물 portal) speaking the protocol of docs/domain.md §5 — login form → redirects with
 * cookies → index.do → raw-form data POSTs answered in the portal's JSON shapes. Pass
 * `standin.baseUrls` to `createPortal({ kind: 'smu', baseUrls })`.
 */
export interface PortalStandin {
  baseUrls: PortalBaseUrls;
  /**
   * Calls `listener` with the step of each request an `unanswered` behaviour starts holding
   * (a test fires the client's time limit then: TestTimeLimits); returns the unsubscribe.
   */
  whenHeld(listener: (step: PortalStep) => void): () => void;
  /** Stops both servers, cutting any request held by an `unanswered` behaviour. */
  close(): Promise<void>;
}

type DataStep = Extract<PortalStep, 'studentInfo' | 'courses'>;

/** How the stand-in treats a student once the password is right (a wrong one is always AUTH001). */
export type StandinBehaviour =
  /** Answers everything (the default). */
  | { kind: 'ok' }
  /** index.do leads to a notice page instead of the portal root (→ AUTH002). */
  | { kind: 'locked' }
  /** The login redirects to a password-change page answering 403 (→ AUTH003). */
  | { kind: 'expired' }
  /**
   * Never answers one step: its request is held until close() (→ SMU003 / SMU004 once the
   * client's time limit passes; nothing else can end it).
   */
  | { kind: 'unanswered'; step: PortalStep }
  /** Answers a data request with an HTML error page (→ SMU006). */
  | { kind: 'malformed'; step: DataStep }
  /** Answers a data request with HTTP 500 (→ SMU002). */
  | { kind: 'data-error'; step: DataStep }
  /** Drops the connection of a data request without answering (→ SMU002). */
  | { kind: 'disconnect'; step: DataStep }
  /** Answers with valid JSON but without the student lists, as for a staff account (→ SMU005). */
  | { kind: 'not-student' };

/** A student as the portal stores it: the raw rows it sends, so tests can shape any answer. */
export interface StandinStudent {
  username: string;
  password: string;
  /** Sent as `dsStdInfoList[0]`. */
  info: Record<string, unknown>;
  /** Sent as `dsRecMattList`. */
  courses: Record<string, unknown>[];
  /** Sent as `dsCmpDivScrList[0]` when present. */
  creditSummary?: Record<string, unknown>;
  behaviour?: StandinBehaviour;
}

export interface StandinStudentSpec {
  username: string;
  password: string;
  name: string;
  email?: string;
  /** TMP_DEPT_MJR_NM, e.g. "융합공과대학 컴퓨터과학전공" (the last token is the department). */
  departmentPath: string;
  /** MJR_CD2, e.g. "경영경제대학 경영학부"; absent = single major (sent blank). */
  secondMajorPath?: string;
  courses?: PortalCourse[];
  behaviour?: StandinBehaviour;
}

/** Builds the raw portal rows of a student from readable fields. */
export function standinStudent(spec: StandinStudentSpec): StandinStudent {
  const courses = spec.courses ?? [];
  return {
    username: spec.username,
    password: spec.password,
    info: {
      STDNO: spec.username,
      NM_KOR: spec.name,
      EMAIL: spec.email ?? `${spec.username}@example.com`,
      TMP_DEPT_MJR_NM: spec.departmentPath,
      MJR_CD2: spec.secondMajorPath ?? '',
      SHYR: '3',
      CMP_SMT: '5',
    },
    courses: courses.map((course) => ({
      SCH_YEAR: course.year,
      SMT_NM: course.semester,
      SBJ_NO: course.number,
      SBJ_NM: course.name,
      CMP_DIV_NM: course.type,
      CULT_ARA_NM: course.domain,
      CDT: course.credit,
      GRD_NM: course.grade,
    })),
    creditSummary: {
      GRDT_CRIT_CDT: 130,
      TOTAL_GET_CDT: courses
        .filter((course) => course.grade !== 'F')
        .reduce((sum, course) => sum + course.credit, 0),
    },
    behaviour: spec.behaviour,
  };
}

/**
 * The raw form body the portal expects on its data requests, written out here independently of
 * the adapter so that a wrong body fails the tests.
 */
export function portalDataForm(username: string): string {
  return `@d#=@d1#&@d1#tp=dm&_AUTH_MENU_KEY=usrCPsnlInfoUpd-STD&@d1#strStdNo=${username}`;
}

/** Failed logins in a row after which the stand-in, like the real portal, locks the account. */
export const STANDIN_LOCKOUT_FAILURES = 5;

/** Base URLs of a port nobody listens on, for "connection refused" tests. */
export async function unreachableBaseUrls(): Promise<PortalBaseUrls> {
  const server = createServer();
  const origin = await listen(server);
  await closeServer(server);
  return { sso: origin, portal: origin };
}

const DATA_PATHS: Record<string, DataStep> = {
  '/UsrSchMng/selectStdInfo.do': 'studentInfo',
  '/UsrRecMatt/list.do': 'courses',
};

interface PortalSession {
  username: string;
  /** Set by index.do; data requests need it, as the real portal needs the session's cookies. */
  portalToken?: string;
}

/** Starts the SSO and the portal on random ports of 127.0.0.1; `close()` them when done. */
export async function startPortalStandin(
  students: readonly StandinStudent[],
): Promise<PortalStandin> {
  const byUsername = new Map(students.map((student) => [student.username, student]));
  const tickets = new Map<string, string>();
  const sessions = new Map<string, PortalSession>();
  const heldRequests = new Set<() => void>();
  const heldListeners = new Set<(step: PortalStep) => void>();
  // Like the real portal, 5 failed logins in a row lock the account: the right password then
  // logs in at the SSO, but index.do leads to the notice page (→ AUTH002).
  const failuresInARow = new Map<string, number>();
  const isLockedOut = (username: string) =>
    (failuresInARow.get(username) ?? 0) >= STANDIN_LOCKOUT_FAILURES;

  const sso = createServer((request, response) => void handle(request, response, answerSso));
  const portal = createServer((request, response) => void handle(request, response, answerPortal));
  const baseUrls = { sso: await listen(sso), portal: await listen(portal) };

  type Answer = (request: IncomingMessage, url: URL, body: string) => Promise<Reply | Disconnect>;

  async function handle(request: IncomingMessage, response: ServerResponse, answer: Answer) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const reply = await answer(request, url, await readBody(request)).catch(
      (error: unknown): Reply | Disconnect => html(500, String(error)),
    );
    // The client may have given up (time-out) while the request was held.
    if (response.destroyed) return;
    if (reply === DISCONNECT) {
      response.socket?.destroy();
      return;
    }
    response.writeHead(reply.status, reply.headers);
    response.end(reply.body);
  }

  async function answerSso(request: IncomingMessage, url: URL, body: string): Promise<Reply> {
    if (url.pathname === '/PasswordChange.do') return html(403, 'password change required');
    if (url.pathname !== '/Login.do') return html(404, 'not found');
    if (request.method !== 'POST') return html(200, 'login form');

    const form = new URLSearchParams(body);
    const student = byUsername.get(form.get('user_id') ?? '');
    if (student?.behaviour?.kind === 'unanswered' && student.behaviour.step === 'login') {
      await hold('login');
    }
    // The SSO shows its login page again for an unknown 학번 or a wrong password.
    if (!student || form.get('user_password') !== student.password) {
      if (student)
        failuresInARow.set(student.username, (failuresInARow.get(student.username) ?? 0) + 1);
      return html(200, 'login form');
    }
    if (student.behaviour?.kind === 'expired') return redirect('/PasswordChange.do');

    const ticket = token();
    tickets.set(ticket, student.username);
    return redirect(`${baseUrls.portal}/sso/callback.do?ticket=${ticket}`, [
      `SSO_AUTH=${token()}; Path=/; HttpOnly`,
    ]);
  }

  async function answerPortal(
    request: IncomingMessage,
    url: URL,
    body: string,
  ): Promise<Reply | Disconnect> {
    const cookies = parseCookies(request.headers.cookie);
    const session = sessions.get(cookies.JSESSIONID ?? '');
    const toLogin = redirect(`${baseUrls.sso}/Login.do`);

    if (url.pathname === '/') return html(200, '샘물 포털');
    if (url.pathname === '/notice/accountLocked.do') return html(200, 'account locked');
    if (url.pathname === '/sso/callback.do') {
      const username = tickets.get(url.searchParams.get('ticket') ?? '');
      if (username === undefined) return toLogin;
      const sessionId = token();
      sessions.set(sessionId, { username });
      return redirect('/', [`JSESSIONID=${sessionId}; Path=/; HttpOnly`]);
    }
    if (url.pathname === '/index.do') {
      if (!session) return toLogin;
      const student = byUsername.get(session.username);
      if (student?.behaviour?.kind === 'unanswered' && student.behaviour.step === 'session') {
        await hold('session');
      }
      if (student?.behaviour?.kind === 'locked' || isLockedOut(session.username)) {
        return redirect('/notice/accountLocked.do');
      }
      failuresInARow.delete(session.username);
      session.portalToken = token();
      return redirect('/', [`SMUL_TOKEN=${session.portalToken}; Path=/`]);
    }

    const step = DATA_PATHS[url.pathname];
    if (step === undefined || request.method !== 'POST') return html(404, 'not found');
    if (!session?.portalToken || cookies.SMUL_TOKEN !== session.portalToken) return toLogin;
    if (
      !request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ||
      body !== portalDataForm(session.username)
    ) {
      return html(400, 'bad request');
    }
    const student = byUsername.get(session.username);
    if (!student) return toLogin;
    return answerData(student, step);
  }

  async function answerData(student: StandinStudent, step: DataStep): Promise<Reply | Disconnect> {
    const behaviour = student.behaviour ?? { kind: 'ok' };
    if (behaviour.kind === 'unanswered' && behaviour.step === step) await hold(step);
    if (behaviour.kind === 'malformed' && behaviour.step === step) {
      return html(200, '<!DOCTYPE html><title>시스템 점검 중입니다</title>');
    }
    if (behaviour.kind === 'data-error' && behaviour.step === step) return html(500, 'error');
    if (behaviour.kind === 'disconnect' && behaviour.step === step) return DISCONNECT;
    if (behaviour.kind === 'not-student') return json({ ErrorMsg: '학생 정보가 없습니다.' });
    if (step === 'studentInfo') return json({ dsStdInfoList: [student.info] });
    return json({
      dsRecMattList: student.courses,
      ...(student.creditSummary ? { dsCmpDivScrList: [student.creditSummary] } : {}),
    });
  }

  /** A held request's wait, told to the listeners: close() ends it once its connection is cut. */
  function hold(step: PortalStep): Promise<void> {
    const held = new Promise<void>((resolve) => heldRequests.add(resolve));
    for (const listener of heldListeners) listener(step);
    return held;
  }

  return {
    baseUrls,
    whenHeld(listener) {
      heldListeners.add(listener);
      return () => heldListeners.delete(listener);
    },
    async close() {
      await Promise.all([closeServer(sso), closeServer(portal)]);
      for (const release of heldRequests) release();
      heldRequests.clear();
    },
  };
}

/** Answer "no answer": the connection is cut. */
const DISCONNECT = Symbol('disconnect');
type Disconnect = typeof DISCONNECT;

interface Reply {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
}

function html(status: number, text: string): Reply {
  return { status, headers: { 'content-type': 'text/html; charset=UTF-8' }, body: text };
}

function json(value: unknown): Reply {
  return {
    status: 200,
    headers: { 'content-type': 'application/json; charset=UTF-8' },
    body: JSON.stringify(value),
  };
}

function redirect(location: string, setCookies: string[] = []): Reply {
  return { status: 302, headers: { location, 'set-cookie': setCookies }, body: '' };
}

function token(): string {
  return randomBytes(12).toString('hex');
}

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of header?.split(';') ?? []) {
    const separator = pair.indexOf('=');
    if (separator > 0) cookies[pair.slice(0, separator).trim()] = pair.slice(separator + 1).trim();
  }
  return cookies;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve(`http://127.0.0.1:${port}`);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Keep-alive sockets and held-back answers would otherwise keep the server open.
    server.closeAllConnections();
  });
}
