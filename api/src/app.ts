import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { registerPrincipal } from './auth/principal';
import { createTokenService } from './auth/tokens';
import type { Config } from './config';
import { named, type AppContext, type DomainPlugin } from './context';
import { driverOf, onConnectionLost, type AppDatabase } from './db/database';
import { createLiveSessions } from './auth/live-sessions';
import { openMemberChanges, type MemberChanges } from './db/member-changes';
import { answerFrameworkError, registerErrorHandling } from './http/error-handler';
import { proxyTrust, requireForwardedClient } from './http/proxy-trust';
import { registerRefusedCharacterCheck } from './http/refused-characters';
import { registerRequestLanguage } from './http/request-language';
import { jsonSecurityHeaders, registerSecurityHeaders } from './http/security-headers';
import { buildSharedSerializer } from './http/serialization';
import { sharedValidatorCompiler } from './http/validation';
import { sessionState } from './modules/accounts/queries';
import { accountRoutes } from './modules/accounts/routes';
import { adminRoutes } from './modules/admin/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { answerRoutes } from './modules/answers/routes';
import { authRoutes } from './modules/auth/routes';
import { courseRoutes } from './modules/courses/routes';
import { cultureRoutes } from './modules/cultures/routes';
import { departmentRoutes } from './modules/departments/routes';
import { healthRoutes } from './modules/health/routes';
import { majorRoutes } from './modules/majors/routes';
import { memberRoutes } from './modules/members/routes';
import { offeringRoutes } from './modules/offerings/routes';
import { planRoutes } from './modules/plan/routes';
import { privacyRoutes } from './modules/privacy/routes';
import { questionRoutes } from './modules/questions/routes';
import { referenceDataRoutes } from './modules/reference-data/routes';
import { shareRoutes } from './modules/shares/routes';
import { createTermClock } from './academic/term-calendar';
import { termRoutes } from './modules/terms/routes';
import { whatIfRoutes } from './modules/what-if/routes';
import { emlFileTransport, smtpTransport, type MailTransport } from './mail/transport';
import { mailFailureRoutes } from './modules/admin/mail-failures';
import { notificationRoutes } from './modules/notifications/routes';
import { MailSender, type OutboxPolicy, type Scheduler } from './modules/notifications/outbox';
import { registerHttpMetrics } from './observability/http-metrics';
import { Lifecycle, registerConnectionCloseWhileDraining } from './observability/lifecycle';
import type { LoopMonitor } from './observability/loop-monitor';
import { observeGauge } from './observability/metrics';
import { registerOverloadShedding } from './observability/overload';
import { countedPortal } from './observability/portal-metrics';
import { registerRequestIds, requestIdGenerator } from './observability/request-id';
import { createPortal, type Portal } from './portal';
import {
  createAttemptLimiters,
  createPasswordHasher,
  MemoryAttemptCounters,
  PortalLockoutGuard,
  PostgresAttemptCounters,
} from './security';

/** Swagger UI (OpenAPI of every route). */
const DOCS_PREFIX = '/api/docs';

export interface AppDependencies {
  config: Config;
  /** Migrated and seeded by the caller (server.ts, or the test helper). */
  db: AppDatabase;
  /** Fastify logger setting; server.ts passes loggerOptions(config.logLevel). Default: off. */
  logger?: FastifyServerOptions['logger'];
  /** Clock in milliseconds for token issue/expiry; tests move it instead of waiting. */
  now?: () => number;
  /**
   * Clock in milliseconds for the calendar (the current term, the newest 학번 that can exist).
   * Default: `now`. The test api pins it to a fixed date so no test depends on the real one.
   */
  today?: () => number;
  /**
   * The university portal. Default: built from config (PORTAL, PORTAL_DEMO_FILE); tests pass
   * their own (the demo adapter on a fixture file, or the smu adapter on the stand-in).
   */
  portal?: Portal;
  /**
   * Change notifications of `db`. Default: opened here and closed with the app; the test
   * helper passes its own to wait for them (`settled()`).
   */
  memberChanges?: MemberChanges;
  /**
   * Tests: awaited before each session read of the access-token check (src/testing stores the
   * sessions of tokens it signed without a login there).
   */
  beforeSessionLookup?: () => Promise<void>;
  /**
   * Where answer mails go. Default: SMTP when SMTP_URL is set, else .eml files in DATA_DIR/mail.
   */
  mailTransport?: MailTransport;
  /**
   * Run the outbox's mail sender while the app is up (server.ts). Off by default: tests drive a
   * sender of their own with `runOnce()`.
   */
  sendMails?: boolean;
  /** The sender's timers and policy (tests). */
  mailScheduler?: Scheduler;
  mailPolicy?: Partial<OutboxPolicy>;
  /** Turned to shutting down by server.ts on SIGTERM (readiness answers 503 from then on). */
  lifecycle?: Lifecycle;
  /**
   * Where load shedding reads the event loop's load. Default: this process's loop, sampled while
   * the app is up and sheds for it; the tests of shedding set the load instead.
   */
  loopMonitor?: LoopMonitor;
}

/**
 * The api as a Fastify instance, not yet listening: tests call `app.inject()`, server.ts calls
 * `app.listen()`. It is returned before `ready()`, so a test may still add routes to it.
 */
export async function buildApp({
  config,
  db,
  logger = false,
  now = Date.now,
  today = now,
  portal,
  memberChanges,
  beforeSessionLookup,
  mailTransport,
  sendMails = false,
  mailScheduler,
  mailPolicy,
  lifecycle = new Lifecycle(),
  loopMonitor,
}: AppDependencies) {
  // Which peer's X-Forwarded-For names the client (TRUST_PROXY, or the socket's peer).
  const trust = proxyTrust(config);
  const app = Fastify({
    logger,
    // X-Request-Id from a trusted proxy, else a new UUID (src/observability/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdGenerator(trust),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trust,
    return503OnClosing: true,
    // Response serializers compiled once per process, not once per app (http/serialization.ts).
    schemaController: { compilersFactory: { buildSerializer: buildSharedSerializer } },
    // Refusals before routing (an undecodable URL, an over-long parameter) skip every hook:
    // they get the JSON answer's security headers here.
    frameworkErrors: (error, request, reply) =>
      answerFrameworkError(error, request, reply.headers(jsonSecurityHeaders(config))),
  }).withTypeProvider<TypeBoxTypeProvider>();

  const ownChanges = memberChanges === undefined;
  // One process with PGlite; with PostgreSQL every replica counts in the same table.
  const attemptCounters =
    driverOf(db).kind === 'postgres'
      ? new PostgresAttemptCounters(db)
      : new MemoryAttemptCounters();
  const lockoutGuard = new PortalLockoutGuard(
    config.attemptLimits.portalFailures,
    now,
    attemptCounters,
  );
  const transport = mailTransport ?? defaultMailTransport(config, app.log);
  const context: AppContext = {
    config,
    now,
    db,
    memberChanges: memberChanges ?? (await openMemberChanges(db, app.log)),
    tokens: createTokenService(config, now),
    // Every portal login of every route goes through the lock-out guard (docs/adr/0032); what
    // reaches the portal is counted (portal_calls_total, portal_failures_total).
    portal: lockoutGuard.guard(
      countedPortal(
        portal ??
          createPortal({ kind: config.portal, demoFile: config.portalDemoFile, logger: app.log }),
      ),
    ),
    attemptLimits: createAttemptLimiters(config.attemptLimits, now, attemptCounters),
    passwords: createPasswordHasher(config.passwordHashing),
    terms: createTermClock(config.termCalendar, today),
    mailSender: new MailSender({
      db,
      transport,
      mail: { siteUrl: config.siteUrl, mailFrom: config.mailFrom, secret: config.jwtSecret },
      now,
      scheduler: mailScheduler,
      policy: mailPolicy,
      log: app.log,
    }),
    mailTransport: transport,
    lifecycle,
  };
  const driver = driverOf(db);
  const pool = driver.kind === 'postgres' ? driver.pool : null;

  // PostgreSQL closing an idle connection (restart, failover) is news, not a crash: the pool
  // reconnects on the next query, and queries meanwhile answer 503 COMMON009.
  const stopReportingLostConnections = onConnectionLost(db, (error) =>
    app.log.warn({ err: error }, 'database closed an idle connection; the next query reconnects'),
  );
  app.addHook('onClose', async () => stopReportingLostConnections());

  if (pool !== null) {
    const stopObserving = observeGauge('db_pool_connections', () => [
      { labels: { state: 'in_use' }, value: pool.totalCount - pool.idleCount },
      { labels: { state: 'idle' }, value: pool.idleCount },
      { labels: { state: 'waiting' }, value: pool.waitingCount },
    ]);
    app.addHook('onClose', async () => stopObserving());
  }
  const stopObservingChanges = observeGauge('member_changes_listener_up', () => [
    { labels: {}, value: context.memberChanges.live ? 1 : 0 },
  ]);
  app.addHook('onClose', async () => stopObservingChanges());

  // First: every answer, a refusal under overload too, carries its request id and is counted,
  // and speaks the request's language.
  registerRequestIds(app);
  registerRequestLanguage(app);
  registerHttpMetrics(app);
  registerConnectionCloseWhileDraining(app, lifecycle);
  requireForwardedClient(app, config);
  await registerOverloadShedding(app, config.overload, pool, loopMonitor);
  app.setValidatorCompiler(sharedValidatorCompiler());
  // Before every route's validation: NUL and broken surrogates never reach a query.
  registerRefusedCharacterCheck(app);
  // Bodies are JSON only: anything else is 415 COMMON008 instead of a string the schema rejects.
  app.removeContentTypeParser('text/plain');
  if (ownChanges) app.addHook('onClose', () => context.memberChanges.close());
  if (sendMails) app.addHook('onReady', async () => context.mailSender.start());
  app.addHook('onClose', async () => context.mailSender.stop());
  registerErrorHandling(app, { overloadRetryAfterSeconds: config.overload.retryAfterSeconds });
  registerSecurityHeaders(app, { https: config.https, docsPrefix: DOCS_PREFIX });
  // Access tokens of ended sessions are refused (docs/adr/0026); kept in memory, see there.
  const liveSessions = createLiveSessions({
    changes: context.memberChanges,
    lookup: async (sessionId) => {
      await beforeSessionLookup?.();
      return sessionState(db, sessionId);
    },
  });
  app.addHook('onClose', async () => liveSessions.close());
  registerPrincipal(app, context.tokens, liveSessions);

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'SMUNITY API',
        description:
          '상명대 졸업요건 검사 사이트 api. 오류는 항상 { code, message, detail? } 입니다.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  // JSON answers above 1 KB go out as br or gzip when the client accepts it (docs/adr/0027);
  // registered before the routes, which it must wrap.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  // Domain plugins. To add a domain, write src/modules/<domain>/routes.ts exporting a
  // DomainPlugin (schemas.ts: TypeBox schemas with Korean messages via `messages()`;
  // queries.ts: Kysely; service.ts: logic), then add it to this list. Each plugin receives
  // `{ context }` (config, db, tokens, portal, attemptLimits); protect routes with the onRequest hooks of
  // src/auth/principal.ts (requireMember, requireAdmin, requireVerified) and fail with
  // `throw AppError.of('CODE')`.
  const apiV1: DomainPlugin[] = [
    authRoutes,
    accountRoutes,
    departmentRoutes,
    memberRoutes,
    termRoutes,
    analyticsRoutes,
    questionRoutes,
    answerRoutes,
    courseRoutes,
    majorRoutes,
    cultureRoutes,
    shareRoutes,
    offeringRoutes,
    whatIfRoutes,
    planRoutes,
    adminRoutes,
    privacyRoutes,
    referenceDataRoutes,
    notificationRoutes,
    mailFailureRoutes,
  ];
  for (const plugin of apiV1) await app.register(named(plugin), { prefix: '/api/v1', context });
  await app.register(named(healthRoutes), { prefix: '/api', context });

  return app;
}

function defaultMailTransport(config: Config, log: FastifyBaseLogger): MailTransport {
  if (config.smtpUrl !== null) return smtpTransport(config.smtpUrl);
  const folder = path.join(config.dataDir, 'mail');
  // The one line a newcomer sees (npm start shows it): where the mail went instead of SMTP.
  return emlFileTransport(folder, (file) =>
    log.info({ file }, `answer mail written to ${file} (SMTP_URL is unset)`),
  );
}

export type App = Awaited<ReturnType<typeof buildApp>>;
