import { PortalError, type PortalErrorCode } from '../errors';
import type { Portal, PortalCredentials, PortalLogger } from '../types';
import { PortalAnswerError, parseStudentAnswer, parseTranscriptAnswer } from './portal-answer';
import { PortalHttpClient, type PortalResponse, type TimeLimit } from './portal-http-client';

/** Where the real portal lives: the SSO login server and the 샘물 portal itself. */
export interface PortalBaseUrls {
  sso: string;
  portal: string;
}

export const SMU_BASE_URLS: PortalBaseUrls = {
  sso: 'https://smsso.smu.ac.kr',
  portal: 'https://smul.smu.ac.kr',
};

/** Per request, as in the reference library since 2026-02. */
export const DEFAULT_PORTAL_TIMEOUT_MS = 10_000;

export interface SmuPortalOptions {
  baseUrls?: Partial<PortalBaseUrls>;
  /** Each request's time limit (DEFAULT_PORTAL_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Instead of timeoutMs: each request's limit as a signal (tests fire it; TimeLimit). */
  timeLimit?: TimeLimit;
  logger?: PortalLogger;
}

/** The steps of one portal call, as named in logs (docs/domain.md §5). */
export type PortalStep = 'login' | 'session' | 'studentInfo' | 'courses';
type DataStep = Extract<PortalStep, 'studentInfo' | 'courses'>;

const DATA_PATHS: Record<DataStep, string> = {
  studentInfo: 'UsrSchMng/selectStdInfo.do',
  courses: 'UsrRecMatt/list.do',
};

/** A failed step: the code for the API and a value-free reason for the log. */
class StepFailure extends Error {
  constructor(
    readonly step: PortalStep,
    readonly code: PortalErrorCode,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/**
 * The real portal protocol of sangmyung-univ-auth v1.0.9 (docs/domain.md §5): every call logs in
 * (SSO form → redirects), opens the portal session (index.do must land on the portal root)
 * and POSTs one data request with the session cookies. Each failure is logged once, with its
 * step and reason only, and rejects with a PortalError.
 */
export function createSmuPortal(options: SmuPortalOptions = {}): Portal {
  const ssoBase = withTrailingSlash(options.baseUrls?.sso ?? SMU_BASE_URLS.sso);
  const portalRoot = withTrailingSlash(options.baseUrls?.portal ?? SMU_BASE_URLS.portal);
  const loginUrl = new URL('Login.do', ssoBase);
  const trustedOrigins = new Set([ssoBase.origin, portalRoot.origin]);
  const timeoutMs = options.timeoutMs ?? DEFAULT_PORTAL_TIMEOUT_MS;
  const timeLimit = options.timeLimit ?? (() => AbortSignal.timeout(timeoutMs));
  const logger = options.logger;

  async function openSession(credentials: PortalCredentials): Promise<PortalHttpClient> {
    const client = new PortalHttpClient(trustedOrigins, timeLimit);
    const form = new URLSearchParams({
      user_id: credentials.username,
      user_password: credentials.password,
    }).toString();

    const login = await authStep('login', () => client.send(loginUrl, { method: 'POST', form }));
    // The SSO answers a wrong 학번 or password with its login page again.
    if (samePage(login.finalUrl, loginUrl)) {
      throw new StepFailure('login', 'AUTH001', 'ended on the login page');
    }

    const session = await authStep('session', () =>
      client.send(new URL('index.do', portalRoot), { method: 'GET' }),
    );
    // A locked account is sent elsewhere (a notice or the login page) instead of the portal root.
    if (session.finalUrl.href !== portalRoot.href) {
      throw new StepFailure('session', 'AUTH002', 'index.do did not end on the portal root');
    }
    return client;
  }

  async function fetchData<T>(
    credentials: PortalCredentials,
    step: DataStep,
    parse: (body: string) => T,
  ): Promise<T> {
    try {
      const client = await openSession(credentials);
      const body = await readDataAnswer(client, step, credentials.username);
      return parseDataAnswer(body, step, parse);
    } catch (error) {
      if (!(error instanceof StepFailure)) throw error;
      const portalError = new PortalError(error.code);
      const details = { portal: 'smu', step: error.step, code: error.code, reason: error.reason };
      if (portalError.isClientError) logger?.warn(details, 'portal request failed');
      else logger?.error(details, 'portal request failed');
      throw portalError;
    }
  }

  async function readDataAnswer(
    client: PortalHttpClient,
    step: DataStep,
    username: string,
  ): Promise<string> {
    // The portal wants this exact raw form (its '@' and '#' unencoded), as the library sends it.
    const form = `@d#=@d1#&@d1#tp=dm&_AUTH_MENU_KEY=usrCPsnlInfoUpd-STD&@d1#strStdNo=${encodeURIComponent(username)}`;
    try {
      const { response } = await client.send(new URL(DATA_PATHS[step], portalRoot), {
        method: 'POST',
        form,
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new StepFailure(step, 'SMU002', `HTTP ${response.status}`);
      }
      return await response.text();
    } catch (error) {
      throw asStepFailure(error, step, { timeout: 'SMU004', io: 'SMU002' });
    }
  }

  /** Runs a login or session request: any non-2xx answer means the password has expired. */
  async function authStep(
    step: 'login' | 'session',
    send: () => Promise<PortalResponse>,
  ): Promise<PortalResponse> {
    try {
      const result = await send();
      await result.response.body?.cancel();
      if (!result.response.ok) {
        throw new StepFailure(step, 'AUTH003', `HTTP ${result.response.status}`);
      }
      return result;
    } catch (error) {
      throw asStepFailure(error, step, { timeout: 'SMU003', io: 'SMU001' });
    }
  }

  return {
    fetchStudent: (credentials) => fetchData(credentials, 'studentInfo', parseStudentAnswer),
    fetchCourses: (credentials) => fetchData(credentials, 'courses', parseTranscriptAnswer),
  };
}

function parseDataAnswer<T>(body: string, step: DataStep, parse: (body: string) => T): T {
  try {
    return parse(body);
  } catch (error) {
    if (error instanceof PortalAnswerError) throw new StepFailure(step, error.code, error.problem);
    throw error;
  }
}

/** Classifies a transport error (time-out or any other I/O failure) of a step. */
function asStepFailure(
  error: unknown,
  step: PortalStep,
  codes: { timeout: PortalErrorCode; io: PortalErrorCode },
): StepFailure {
  if (error instanceof StepFailure) return error;
  if (textProperty(error, 'name') === 'TimeoutError') {
    return new StepFailure(step, codes.timeout, 'timed out');
  }
  return new StepFailure(step, codes.io, `I/O error: ${ioErrorKind(error)}`);
}

/** A value-free name for an I/O failure, e.g. "ECONNREFUSED" (fetch hides it in `cause`). */
function ioErrorKind(error: unknown): string {
  const cause = property(error, 'cause');
  return (
    textProperty(cause, 'code') ??
    textProperty(cause, 'name') ??
    textProperty(error, 'name') ??
    'unknown'
  );
}

/**
 * Reads a property of a thrown value. Duck-typed on purpose: fetch's errors may come from
 * another realm (e.g. under jest), where `instanceof Error` is false.
 */
function property(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

function textProperty(value: unknown, key: string): string | undefined {
  const text = property(value, key);
  return typeof text === 'string' ? text : undefined;
}

/** The same page whatever the query string (the SSO may add one to its login page). */
function samePage(a: URL, b: URL): boolean {
  return a.origin === b.origin && a.pathname === b.pathname;
}

function withTrailingSlash(base: string): URL {
  return new URL(base.endsWith('/') ? base : `${base}/`);
}
