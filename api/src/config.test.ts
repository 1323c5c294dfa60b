import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

const SECRET = 'a-configured-secret-of-at-least-32-chars';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'smunity-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('applies the documented defaults', () => {
    const config = loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir });

    expect(config).toMatchObject({
      port: 3100,
      host: '127.0.0.1',
      listenSocket: null,
      databaseUrl: null,
      dataDir,
      jwtSecret: SECRET,
      accessTokenTtlSeconds: 1800,
      refreshTokenTtlSeconds: 1_209_600,
      verificationTokenTtlSeconds: 1800,
      portal: 'demo',
      portalDemoFile: null,
      logLevel: 'info',
      bodyLimitBytes: 65_536,
      trustProxy: 'loopback',
      siteUrl: 'https://smunity.co.kr',
      smtpUrl: null,
      mailFrom: 'SMUNITY <no-reply@smunity.co.kr>',
      retention: { pageViewMonths: 13, loginHistoryMonths: 3, loginIpSeconds: 600 },
      privacyOfficer: { name: null, email: null },
      googleAnalytics: false,
      // The site's password hashing, whatever the environment says: no setting weakens it.
      passwordHashing: { cost: 32768, blockSize: 8, parallelization: 1 },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      API_PORT: '8080',
      API_HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db:5432/smunity',
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      ACCESS_TOKEN_TTL_SECONDS: '60',
      REFRESH_TOKEN_TTL_SECONDS: '120',
      VERIFICATION_TOKEN_TTL_SECONDS: '90',
      PORTAL: 'smu',
      PORTAL_DEMO_FILE: '/srv/demo.json',
      LOG_LEVEL: 'warn',
      BODY_LIMIT_BYTES: '2048',
      TRUST_PROXY: '10.0.0.0/8',
      AUDIT_CACHE_MEMBERS: '0',
      SITE_URL: 'http://127.0.0.1:3000/',
      SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
      MAIL_FROM: '스뮤니티 <notice@example.com>',
      RATE_WINDOW_SECONDS: '300',
      PAGE_VIEW_RETENTION_MONTHS: '6',
      LOGIN_HISTORY_RETENTION_MONTHS: '12',
      PRIVACY_OFFICER_NAME: '김담당',
      PRIVACY_OFFICER_EMAIL: 'privacy@example.org',
      GA_MEASUREMENT_ID: 'G-TEST',
    });

    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/smunity',
      accessTokenTtlSeconds: 60,
      refreshTokenTtlSeconds: 120,
      verificationTokenTtlSeconds: 90,
      portal: 'smu',
      portalDemoFile: '/srv/demo.json',
      logLevel: 'warn',
      bodyLimitBytes: 2048,
      trustProxy: '10.0.0.0/8',
      auditCacheMembers: 0,
      siteUrl: 'http://127.0.0.1:3000',
      smtpUrl: 'smtps://mailer:pw@smtp.example.com:465',
      mailFrom: '스뮤니티 <notice@example.com>',
      retention: { pageViewMonths: 6, loginHistoryMonths: 12, loginIpSeconds: 300 },
      privacyOfficer: { name: '김담당', email: 'privacy@example.org' },
      googleAnalytics: true,
    });
  });

  it('sheds load by default past a cap on requests in flight, and on the event loop with PostgreSQL only', () => {
    const base = { JWT_SECRET: SECRET, DATA_DIR: dataDir };
    // PGlite runs its queries on the api's own event loop: only the in-flight cap.
    expect(loadConfig(base).overload).toEqual({
      maxEventLoopDelayMs: 0,
      maxEventLoopUtilization: 0,
      maxPoolWaiting: 0,
      maxInFlight: 32,
      retryAfterSeconds: 2,
    });
    expect(
      loadConfig({ ...base, DATABASE_URL: 'postgres://u:p@db:5432/smunity' }).overload,
    ).toEqual({
      maxEventLoopDelayMs: 200,
      maxEventLoopUtilization: 0,
      maxPoolWaiting: 0,
      maxInFlight: 64,
      retryAfterSeconds: 2,
    });
    expect(
      loadConfig({
        ...base,
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '150',
        OVERLOAD_MAX_EVENT_LOOP_UTILIZATION_PERCENT: '95',
        OVERLOAD_MAX_POOL_WAITING: '30',
        OVERLOAD_MAX_IN_FLIGHT: '0',
        OVERLOAD_RETRY_AFTER_SECONDS: '5',
      }).overload,
    ).toEqual({
      maxEventLoopDelayMs: 150,
      maxEventLoopUtilization: 0.95,
      maxPoolWaiting: 30,
      maxInFlight: 0,
      retryAfterSeconds: 5,
    });
  });

  it("derives the mails' From from SITE_URL", () => {
    expect(
      loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir, SITE_URL: 'https://grad.example.ac.kr' })
        .mailFrom,
    ).toBe('SMUNITY <no-reply@grad.example.ac.kr>');
  });

  it('rejects an SMTP_URL that is not smtp(s) without echoing it (it may hold a password)', () => {
    const load = () =>
      loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir, SMTP_URL: 'http://user:secret@x' });
    expect(load).toThrow('SMTP_URL must be an smtp:// or smtps:// URL');
    expect(load).not.toThrow(/secret/);
  });

  it('listens on API_SOCKET, an absolute path whose peer is the trusted proxy', () => {
    expect(
      loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir, API_SOCKET: '/run/smunity/api-a.sock' })
        .listenSocket,
    ).toBe('/run/smunity/api-a.sock');
    const load = (env: Record<string, string>) =>
      loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir, ...env });
    expect(() => load({ API_SOCKET: 'run/api-a.sock' })).toThrow(
      'API_SOCKET must be an absolute path, got "run/api-a.sock"',
    );
    // Behind a socket the proxy is its peer; an address list would say something else.
    expect(() => load({ API_SOCKET: '/run/api-a.sock', TRUST_PROXY: '10.0.0.5' })).toThrow(
      /^TRUST_PROXY does not apply with API_SOCKET/,
    );
  });

  it('treats blank values as unset', () => {
    expect(
      loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir, API_PORT: ' ', DATABASE_URL: '' }),
    ).toMatchObject({ port: 3100, databaseUrl: null });
  });

  it.each([
    ['API_PORT', 'abc'],
    ['API_PORT', '70000'],
    ['API_PORT', '-1'],
    ['ACCESS_TOKEN_TTL_SECONDS', '0'],
    ['BODY_LIMIT_BYTES', '1.5'],
    ['AUDIT_CACHE_MEMBERS', '-1'],
    ['PORTAL', 'real'],
    ['LOG_LEVEL', 'verbose'],
    ['LOGIN_HISTORY_RETENTION_MONTHS', '0'],
    ['PRIVACY_OFFICER_EMAIL', 'not-an-address'],
    ['TERM_FIRST_SEMESTER_START', '3-1'],
    ['TERM_SECOND_SEMESTER_START', '02-30'],
    ['CURRENT_TERM', '2026-3'],
    ['SITE_URL', 'smunity.co.kr'],
    ['SITE_URL', 'ftp://smunity.co.kr'],
  ])('rejects %s=%s naming the variable', (name, value) => {
    expect(() => loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir, [name]: value })).toThrow(
      new RegExp(`^${name} `),
    );
    expect(() => loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir, [name]: value })).toThrow(
      ConfigError,
    );
  });

  it('reads the term calendar: start dates with the 1 March / 1 September defaults and a pin', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir }).termCalendar).toEqual({
      firstSemesterStart: { month: 3, day: 1 },
      secondSemesterStart: { month: 9, day: 1 },
      pinned: null,
    });
    expect(
      loadConfig({
        JWT_SECRET: SECRET,
        DATA_DIR: dataDir,
        TERM_FIRST_SEMESTER_START: '03-02',
        TERM_SECOND_SEMESTER_START: '08-25',
        CURRENT_TERM: '2026-2',
      }).termCalendar,
    ).toEqual({
      firstSemesterStart: { month: 3, day: 2 },
      secondSemesterStart: { month: 8, day: 25 },
      pinned: { year: 2026, semester: 'SECOND' },
    });
  });

  it('rejects a 2학기 that starts before 1학기', () => {
    expect(() =>
      loadConfig({
        JWT_SECRET: SECRET,
        DATA_DIR: dataDir,
        TERM_FIRST_SEMESTER_START: '09-01',
        TERM_SECOND_SEMESTER_START: '03-01',
      }),
    ).toThrow(/^TERM_FIRST_SEMESTER_START must come before/);
  });

  it('rejects a JWT_SECRET too short for HS256', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short', DATA_DIR: dataDir })).toThrow(ConfigError);
  });

  it('generates a secret once, owner-readable only, and reuses it on the next start', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');

    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('prefers JWT_SECRET over the stored secret', () => {
    loadConfig({ DATA_DIR: dataDir });
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
  });
});
