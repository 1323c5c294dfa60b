import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { httpsFromEnv, siteUrlFrom } from '@smunity/site-settings';
import type { AcademicTerm, MonthDay, TermCalendar } from './academic/term-calendar';
import { isStudentNumber } from './academic/student-number';
import { DEFAULT_DATA_DIR } from './paths';
import { SITE_SCRYPT_PARAMETERS, type ScryptParameters } from './security/passwords';

export const PORTAL_KINDS = ['demo', 'smu'] as const;
export type PortalKind = (typeof PORTAL_KINDS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Everything the api reads from the environment, parsed and checked once at start. */
export interface Config {
  port: number;
  host: string;
  /**
   * A Unix socket to listen on instead of API_HOST:API_PORT (API_SOCKET, an absolute path): the
   * api behind nginx on the same machine. The process binds a temporary path next to it and
   * renames it over this one once it listens, so a new process takes the path over from the old
   * one atomically (docs/adr/0059). The socket's peer is the one trusted proxy hop.
   */
  listenSocket: string | null;
  /** A PostgreSQL connection string; null means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  /** Signs every token (and verifies the tokens it signed). */
  jwtSecret: string;
  /**
   * Secrets whose tokens are still accepted but never signed with (JWT_ACCEPTED_SECRETS,
   * comma-separated): the other half of a JWT_SECRET rotation (docs/operations.md).
   */
  jwtAcceptedSecrets: readonly string[];
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  verificationTokenTtlSeconds: number;
  portal: PortalKind;
  /** Fixture file of the demo portal; null lets the portal adapter use its built-in default. */
  portalDemoFile: string | null;
  logLevel: LogLevel;
  bodyLimitBytes: number;
  /**
   * Which proxies may set X-Forwarded-For (Fastify's `trustProxy`). The default trusts the
   * loopback only: the shell's server proxies `/api` from the same machine. Not used with
   * API_SOCKET, whose peer is the proxy (src/http/proxy-trust.ts).
   */
  trustProxy: boolean | string;
  /**
   * 학번 that get ROLE_ADMIN when they sign up and at every start (ADMIN_USERNAMES,
   * comma-separated): the way to bootstrap admins while PGlite keeps the admin command out.
   */
  adminUsernames: readonly string[];
  /** Attempt limits (memory with PGlite, attempt_counters shared by replicas on PostgreSQL). */
  attemptLimits: AttemptLimits;
  /**
   * A session ends this long after its login whatever its use (SESSION_MAX_AGE_SECONDS): its
   * refresh tokens are refused, and its cookie expires, then at the latest.
   */
  sessionMaxAgeSeconds: number;
  retention: Retention;
  /** Who answers for the members' personal data, as the privacy policy names them. */
  privacyOfficer: PrivacyOfficer;
  /**
   * Google Analytics receives page views (GA_MEASUREMENT_ID set, the same variable the shell's
   * build reads): the privacy policy then names Google as a recipient.
   */
  googleAnalytics: boolean;
  /**
   * Members whose graduation audit is kept in memory (AUDIT_CACHE_MEMBERS; 0 = off). One
   * 60-course audit takes about 31 KB of heap, so the default 2000 costs up to ~60 MB.
   */
  auditCacheMembers: number;
  /**
   * The site is served over HTTPS (HTTPS=on): the refresh-token cookie gets `Secure` and every
   * answer carries Strict-Transport-Security. Off by default: `npm start` serves plain HTTP on
   * 127.0.0.1, where a Secure cookie would never come back.
   */
  https: boolean;
  /**
   * When 1학기 and 2학기 start (TERM_FIRST_SEMESTER_START, TERM_SECOND_SEMESTER_START, MM-DD in
   * Asia/Seoul) and an operator's pinned current term (CURRENT_TERM, e.g. 2026-2) for a shifted
   * calendar: every "current term" reads src/academic/term-calendar.ts with these.
   */
  termCalendar: TermCalendar;
  /**
   * The public site's origin (SITE_URL, as for the shell): links in mails point there. `npm
   * start` sets it to the local shell when it is unset.
   */
  siteUrl: string;
  /**
   * SMTP server of the answer mails (SMTP_URL, e.g. smtps://user:pw@smtp.example.com); null
   * writes each mail as an .eml file under DATA_DIR/mail instead (nothing to set up locally).
   */
  smtpUrl: string | null;
  /** The mails' From (MAIL_FROM), `SMUNITY <no-reply@<SITE_URL's host>>` by default. */
  mailFrom: string;
  /** When to shed load with 503 COMMON010 (OVERLOAD_*, docs/adr/0033). */
  overload: OverloadLimits;
  /**
   * After SIGTERM, how long the replica keeps serving while answering not-ready, so that the
   * proxy's readiness probe takes it out before it stops accepting (SHUTDOWN_DRAIN_SECONDS).
   */
  shutdownDrainSeconds: number;
  /**
   * scrypt's parameters for new password hashes: always the site's (SITE_SCRYPT_PARAMETERS), not
   * an operator's setting. Only the tests' configuration lowers them, so that signing up and
   * logging in hundreds of times stays cheap; the hashing's own tests use the site's.
   */
  passwordHashing: ScryptParameters;
}

/** Attempts allowed per window for each kind of subject; a subject without a number is not limited. */
export interface RequestLimit {
  perIp?: number;
  perUsername?: number;
  perMember?: number;
  /** Per e-mail address (the mailbox a mail goes to). */
  perMailbox?: number;
}

export interface AttemptLimits {
  /** One window for all the limits below (RATE_WINDOW_SECONDS). */
  windowSeconds: number;
  /** Password checks: login, current password (RATE_LOGIN_PER_USERNAME, RATE_LOGIN_PER_IP). */
  login: RequestLimit;
  /** Portal logins: verification, profile refresh, course upload (RATE_PORTAL_PER_*). */
  portal: RequestLimit;
  /** Token renewals (RATE_REFRESH_PER_MEMBER, RATE_REFRESH_PER_IP). */
  refresh: RequestLimit;
  /** Question and answer writes (RATE_QNA_WRITES_PER_MEMBER, RATE_QNA_WRITES_PER_IP). */
  qnaWrites: RequestLimit;
  /** Share links made (RATE_SHARES_PER_MEMBER, RATE_SHARES_PER_IP). */
  shareCreation: RequestLimit;
  /**
   * Address-confirmation mails sent (RATE_MAIL_CONFIRMATIONS_PER_MEMBER, _PER_ADDRESS, _PER_IP):
   * no one can make the site mail a stranger's inbox over and over.
   */
  mailConfirmations: RequestLimit;
  /** Public share-link reads (RATE_SHARE_READS_PER_IP). */
  shareReads: RequestLimit;
  /** Page views recorded (RATE_PAGE_VIEWS_PER_IP): a public write, so it cannot fill the disk. */
  pageViews: RequestLimit;
  /**
   * Failed portal logins per 학번 relayed to the portal (PORTAL_FAILURES_PER_USERNAME,
   * PORTAL_FAILURE_WINDOW_SECONDS): below the portal's own lock-out at 5, so that no one can lock
   * a student out of 샘물 through us (security/portal-lockout-guard.ts).
   */
  portalFailures: { perUsername: number; windowSeconds: number };
}

/** The portal (샘물) locks an account at this many failed logins (AUTH002). */
export const PORTAL_LOCKOUT_FAILURES = 5;

/**
 * How long the api keeps personal data it collects (one place, for the code and for the privacy
 * policy that states it).
 */
export interface Retention {
  /** Page views (PAGE_VIEW_RETENTION_MONTHS): older ones are purged. */
  pageViewMonths: number;
  /** Login records (LOGIN_HISTORY_RETENTION_MONTHS): older ones are purged. */
  loginHistoryMonths: number;
  /**
   * A login's client address is kept this long, then erased: the attempt limits' window
   * (RATE_WINDOW_SECONDS), the time in which an address can matter for a limit.
   */
  loginIpSeconds: number;
  /**
   * The admins' audit log (ADMIN_AUDIT_RETENTION_MONTHS, 12–120): older entries are purged; the
   * database refuses to delete one younger than 12 months whatever this says (migrations/018).
   */
  adminLogMonths: number;
}

/** PRIVACY_OFFICER_NAME and PRIVACY_OFFICER_EMAIL; null when the operator has not set them. */
export interface PrivacyOfficer {
  name: string | null;
  email: string | null;
}

export type Environment = Readonly<Record<string, string | undefined>>;

/** Signing secrets shorter than this are rejected: HS256 needs at least 256 bits of key. */
export const MIN_JWT_SECRET_LENGTH = 32;
const JWT_SECRET_FILE = 'jwt-secret';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the configuration from `env` (process.env by default). Throws a ConfigError naming the
 * variable on any invalid value, so a misconfigured server fails at start, not at first use.
 * When JWT_SECRET is unset a secret is generated once and kept in DATA_DIR, so restarts keep
 * sessions valid.
 */
export function loadConfig(env: Environment = process.env): Config {
  const dataDir = path.resolve(text(env, 'DATA_DIR') ?? DEFAULT_DATA_DIR);
  const siteUrl = siteSetting(() => siteUrlFrom(env));
  const rateWindowSeconds = integer(env, 'RATE_WINDOW_SECONDS', 600, { min: 1 });
  return {
    port: integer(env, 'API_PORT', 3100, { min: 0, max: 65535 }),
    host: text(env, 'API_HOST') ?? '127.0.0.1',
    listenSocket: listenSocket(env),
    databaseUrl: text(env, 'DATABASE_URL') ?? null,
    dataDir,
    jwtSecret: jwtSecret(env, dataDir),
    jwtAcceptedSecrets: jwtAcceptedSecrets(env),
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 1800, { min: 1 }),
    refreshTokenTtlSeconds: integer(env, 'REFRESH_TOKEN_TTL_SECONDS', 1_209_600, { min: 1 }),
    verificationTokenTtlSeconds: integer(env, 'VERIFICATION_TOKEN_TTL_SECONDS', 1800, { min: 1 }),
    portal: oneOf(env, 'PORTAL', PORTAL_KINDS, 'demo'),
    portalDemoFile: text(env, 'PORTAL_DEMO_FILE') ?? null,
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 64 * 1024, { min: 1024 }),
    trustProxy: trustProxy(env),
    adminUsernames: adminUsernames(env),
    attemptLimits: {
      windowSeconds: rateWindowSeconds,
      login: {
        perUsername: integer(env, 'RATE_LOGIN_PER_USERNAME', 10, { min: 1 }),
        perIp: integer(env, 'RATE_LOGIN_PER_IP', 60, { min: 1 }),
      },
      portal: {
        perUsername: integer(env, 'RATE_PORTAL_PER_USERNAME', 10, { min: 1 }),
        perIp: integer(env, 'RATE_PORTAL_PER_IP', 60, { min: 1 }),
      },
      refresh: {
        perMember: integer(env, 'RATE_REFRESH_PER_MEMBER', 60, { min: 1 }),
        perIp: integer(env, 'RATE_REFRESH_PER_IP', 600, { min: 1 }),
      },
      qnaWrites: {
        perMember: integer(env, 'RATE_QNA_WRITES_PER_MEMBER', 30, { min: 1 }),
        perIp: integer(env, 'RATE_QNA_WRITES_PER_IP', 120, { min: 1 }),
      },
      shareCreation: {
        perMember: integer(env, 'RATE_SHARES_PER_MEMBER', 20, { min: 1 }),
        perIp: integer(env, 'RATE_SHARES_PER_IP', 60, { min: 1 }),
      },
      mailConfirmations: {
        perMember: integer(env, 'RATE_MAIL_CONFIRMATIONS_PER_MEMBER', 5, { min: 1 }),
        perMailbox: integer(env, 'RATE_MAIL_CONFIRMATIONS_PER_ADDRESS', 3, { min: 1 }),
        perIp: integer(env, 'RATE_MAIL_CONFIRMATIONS_PER_IP', 20, { min: 1 }),
      },
      shareReads: { perIp: integer(env, 'RATE_SHARE_READS_PER_IP', 120, { min: 1 }) },
      // Two a second on average over the default 10-minute window: more than a person clicks.
      pageViews: { perIp: integer(env, 'RATE_PAGE_VIEWS_PER_IP', 1200, { min: 1 }) },
      portalFailures: {
        perUsername: integer(env, 'PORTAL_FAILURES_PER_USERNAME', 3, {
          min: 1,
          max: PORTAL_LOCKOUT_FAILURES - 1,
        }),
        windowSeconds: integer(env, 'PORTAL_FAILURE_WINDOW_SECONDS', 86_400, { min: 86_400 }),
      },
    },
    sessionMaxAgeSeconds: integer(env, 'SESSION_MAX_AGE_SECONDS', 2_592_000, { min: 60 }),
    retention: {
      pageViewMonths: integer(env, 'PAGE_VIEW_RETENTION_MONTHS', 13, { min: 1, max: 120 }),
      loginHistoryMonths: integer(env, 'LOGIN_HISTORY_RETENTION_MONTHS', 3, { min: 1, max: 120 }),
      loginIpSeconds: rateWindowSeconds,
      adminLogMonths: integer(env, 'ADMIN_AUDIT_RETENTION_MONTHS', 36, { min: 12, max: 120 }),
    },
    privacyOfficer: {
      name: text(env, 'PRIVACY_OFFICER_NAME') ?? null,
      email: email(env, 'PRIVACY_OFFICER_EMAIL'),
    },
    googleAnalytics: text(env, 'GA_MEASUREMENT_ID') !== undefined,
    auditCacheMembers: integer(env, 'AUDIT_CACHE_MEMBERS', 2000, { min: 0 }),
    https: siteSetting(() => httpsFromEnv(env)),
    termCalendar: termCalendar(env),
    siteUrl,
    smtpUrl: smtpUrl(env),
    mailFrom: text(env, 'MAIL_FROM') ?? `SMUNITY <no-reply@${new URL(siteUrl).hostname}>`,
    overload: {
      // PGlite (no DATABASE_URL) runs its queries on this process's event loop, so its own work
      // would read as overload (a fresh start's migrations and seed shed the first requests):
      // event-loop shedding is on by default with a PostgreSQL server only.
      maxEventLoopDelayMs: integer(
        env,
        'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS',
        text(env, 'DATABASE_URL') === undefined ? 0 : 200,
        { min: 0 },
      ),
      maxEventLoopUtilization:
        integer(env, 'OVERLOAD_MAX_EVENT_LOOP_UTILIZATION_PERCENT', 0, { min: 0, max: 100 }) / 100,
      // Off: the in-flight cap bounds the pool's queue too (a request waits for one connection
      // at a time), and a queue of 20 formed at 32 concurrent clients with no overload at all.
      maxPoolWaiting: integer(env, 'OVERLOAD_MAX_POOL_WAITING', 0, { min: 0 }),
      // Measured (docs/benchmarks.md): enough to keep the cores busy, few enough that an
      // admitted request waits behind little. PGlite runs one query at a time, so it needs fewer.
      maxInFlight: integer(
        env,
        'OVERLOAD_MAX_IN_FLIGHT',
        text(env, 'DATABASE_URL') === undefined ? 32 : 64,
        { min: 0 },
      ),
      retryAfterSeconds: integer(env, 'OVERLOAD_RETRY_AFTER_SECONDS', 2, { min: 1 }),
    },
    shutdownDrainSeconds: integer(env, 'SHUTDOWN_DRAIN_SECONDS', 0, { min: 0, max: 300 }),
    passwordHashing: SITE_SCRYPT_PARAMETERS,
  };
}

function termCalendar(env: Environment): TermCalendar {
  const firstSemesterStart = monthDay(env, 'TERM_FIRST_SEMESTER_START', { month: 3, day: 1 });
  const secondSemesterStart = monthDay(env, 'TERM_SECOND_SEMESTER_START', { month: 9, day: 1 });
  const order = (date: MonthDay) => date.month * 100 + date.day;
  if (order(firstSemesterStart) >= order(secondSemesterStart)) {
    throw new ConfigError('TERM_FIRST_SEMESTER_START must come before TERM_SECOND_SEMESTER_START');
  }
  return { firstSemesterStart, secondSemesterStart, pinned: pinnedTerm(env) };
}

function monthDay(env: Environment, name: string, fallback: MonthDay): MonthDay {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const match = /^(\d{2})-(\d{2})$/.exec(raw);
  const month = Number(match?.[1]);
  const day = Number(match?.[2]);
  // Day 29 of February would skip three years in four; a start date must exist every year.
  const daysIn = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  if (match === null || month < 1 || month > 12 || day < 1 || day > daysIn[month - 1]!) {
    throw new ConfigError(`${name} must be a month and day as MM-DD (e.g. 03-01), got "${raw}"`);
  }
  return { month, day };
}

function pinnedTerm(env: Environment): AcademicTerm | null {
  const raw = text(env, 'CURRENT_TERM');
  if (raw === undefined) return null;
  const match = /^(\d{4})-([12])$/.exec(raw);
  if (match === null) {
    throw new ConfigError(`CURRENT_TERM must be a year and 1 or 2 (e.g. 2026-2), got "${raw}"`);
  }
  return { year: Number(match[1]), semester: match[2] === '1' ? 'FIRST' : 'SECOND' };
}

/** A setting the whole site reads alike (@smunity/site-settings), its refusal a ConfigError. */
function siteSetting<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}

function smtpUrl(env: Environment): string | null {
  const raw = text(env, 'SMTP_URL');
  if (raw === undefined) return null;
  // Never echo the value: it may hold the SMTP password.
  if (!/^smtps?:\/\/[^/]/.test(raw)) {
    throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  return raw;
}

function text(env: Environment, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function integer(
  env: Environment,
  name: string,
  fallback: number,
  { min, max = Number.MAX_SAFE_INTEGER }: { min: number; max?: number },
): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function email(env: Environment, name: string): string | null {
  const raw = text(env, name);
  if (raw === undefined) return null;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw)) {
    throw new ConfigError(`${name} must be an e-mail address, got "${raw}"`);
  }
  return raw;
}

function oneOf<T extends string>(
  env: Environment,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const match = allowed.find((candidate) => candidate === raw);
  if (match === undefined) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return match;
}

function listenSocket(env: Environment): string | null {
  const socket = text(env, 'API_SOCKET');
  if (socket === undefined) return null;
  if (!path.isAbsolute(socket)) {
    throw new ConfigError(`API_SOCKET must be an absolute path, got "${socket}"`);
  }
  // The socket's peer is the proxy: anyone else would have to be allowed to open the socket.
  if (text(env, 'TRUST_PROXY') !== undefined) {
    throw new ConfigError(
      'TRUST_PROXY does not apply with API_SOCKET: the peer on the socket is the one trusted proxy',
    );
  }
  return socket;
}

function trustProxy(env: Environment): Config['trustProxy'] {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === undefined) return 'loopback';
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  // Otherwise a comma-separated list of addresses/subnets, as Fastify (proxy-addr) reads it.
  return raw;
}

function adminUsernames(env: Environment): string[] {
  const raw = text(env, 'ADMIN_USERNAMES');
  if (raw === undefined) return [];
  const usernames = raw
    .split(',')
    .map((username) => username.trim())
    .filter(Boolean);
  const invalid = usernames.filter((username) => !isStudentNumber(username));
  if (invalid.length > 0) {
    throw new ConfigError(`ADMIN_USERNAMES must list 9-digit 학번, got "${invalid.join(', ')}"`);
  }
  return [...new Set(usernames)];
}

function jwtSecret(env: Environment, dataDir: string): string {
  const configured = text(env, 'JWT_SECRET');
  if (configured !== undefined) {
    if (configured.length < MIN_JWT_SECRET_LENGTH) {
      throw new ConfigError(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters`);
    }
    return configured;
  }
  return storedJwtSecret(dataDir);
}

function jwtAcceptedSecrets(env: Environment): string[] {
  const secrets = (text(env, 'JWT_ACCEPTED_SECRETS') ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  if (secrets.some((secret) => secret.length < MIN_JWT_SECRET_LENGTH)) {
    throw new ConfigError(
      `each of JWT_ACCEPTED_SECRETS must be at least ${MIN_JWT_SECRET_LENGTH} characters`,
    );
  }
  return secrets;
}

function storedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_JWT_SECRET_LENGTH) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const generated = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  // Owner-only: the secret can sign tokens for any member.
  writeFileSync(file, `${generated}\n`, { mode: 0o600 });
  return generated;
}

export interface OverloadLimits {
  /** Mean event-loop delay (ms) over a sample above which requests are shed; 0 = not checked. */
  maxEventLoopDelayMs: number;
  /** Event-loop utilisation (0–1) over a sample above which requests are shed; 0 = not checked. */
  maxEventLoopUtilization: number;
  /** Queries waiting for a pooled connection above which requests are shed; 0 = not checked. */
  maxPoolWaiting: number;
  /**
   * Requests being answered at once above which new ones are shed; 0 = not checked. It bounds
   * the queue, and so the wait of what is admitted (Little's law: in flight ÷ throughput).
   */
  maxInFlight: number;
  /** Retry-After of a shed request, in seconds. */
  retryAfterSeconds: number;
}
