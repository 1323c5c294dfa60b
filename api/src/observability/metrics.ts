import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The api's Prometheus metrics: one registry per process (one process is one replica), served
 * at GET /api/metrics. Any module counts through the objects below, e.g.
 * `metrics.questionsWritten.inc()`; a new metric is added here, next to the others, and listed
 * in docs/operations.md with the alert worth setting on it.
 */
export const registry = new Registry();

let collectingProcessMetrics = false;

/**
 * Adds the process metrics to the registry: CPU, memory, GC, open handles and the event-loop lag
 * (nodejs_eventloop_lag_seconds, nodejs_eventloop_lag_p99_seconds, …). Called by the process's
 * entry point (server.ts), not on import: it installs process-wide observers (GC, event loop)
 * whose callbacks keep this module alive, so under jest every test file that imported the app
 * kept its whole module realm — its databases' memory included — until the worker ended.
 */
export function collectProcessMetrics(): void {
  if (collectingProcessMetrics) return;
  collectingProcessMetrics = true;
  collectDefaultMetrics({ register: registry });
}

/** Request durations from 5 ms to 10 s: the api's answers take 1–50 ms when healthy. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const metrics = {
  /** Every answered request, by route pattern (never the raw URL), method and status. */
  httpRequests: new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  }),
  httpRequestDuration: new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  }),
  /** Requests refused with 503 COMMON010 because the process was overloaded, by reason. */
  requestsShed: new Counter({
    name: 'http_requests_shed_total',
    help: 'Requests refused with 503 because the process was overloaded, by reason',
    labelNames: ['reason'] as const,
    registers: [registry],
  }),
  auditCache: new Counter({
    name: 'audit_cache_requests_total',
    help: 'Graduation audits asked of the cache: hit (kept or being computed) or miss (computed)',
    labelNames: ['result'] as const,
    registers: [registry],
  }),
  /** 429 RATE001 answers, by limit (login, portal, refresh, …, or a route) and what was counted. */
  limiterRefusals: new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429 RATE001, by limit and key (ip, username, member, route)',
    labelNames: ['limit', 'key'] as const,
    registers: [registry],
  }),
  portalCalls: new Counter({
    name: 'portal_calls_total',
    help: 'Calls to the university portal, by operation',
    labelNames: ['operation'] as const,
    registers: [registry],
  }),
  /** Failed portal calls by the portal error code (wrong password, locked, portal down, …). */
  portalFailures: new Counter({
    name: 'portal_failures_total',
    help: 'Failed calls to the university portal, by operation and error code',
    labelNames: ['operation', 'code'] as const,
    registers: [registry],
  }),
  sessionsStarted: new Counter({
    name: 'sessions_started_total',
    help: 'Sessions started (logins, sign-ups that log in)',
    registers: [registry],
  }),
  questionsWritten: new Counter({
    name: 'questions_written_total',
    help: 'Questions posted on the Q&A board',
    registers: [registry],
  }),
  answersWritten: new Counter({
    name: 'answers_written_total',
    help: 'Answers posted on the Q&A board',
    registers: [registry],
  }),
};

/** A source of a gauge's value, read at every scrape (see `observeGauge`). */
export type GaugeReading = () => ReadonlyArray<{ labels: Record<string, string>; value: number }>;

const gaugeReadings = new Map<string, Set<GaugeReading>>();

/**
 * Gauges whose value lives elsewhere (a connection pool, a listener) read it at scrape time.
 * Each app registers its readings and removes them on close (the returned function), so a test
 * process with several apps reports the sum of the live ones.
 */
function scrapedGauge(name: string, help: string, labelNames: readonly string[]) {
  const readings = new Set<GaugeReading>();
  gaugeReadings.set(name, readings);
  new Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      for (const reading of readings) {
        for (const { labels, value } of reading()) this.inc(labels, value);
      }
    },
  });
}

scrapedGauge('db_pool_connections', 'PostgreSQL pool connections: in_use, idle, waiting', [
  'state',
]);
scrapedGauge(
  'member_changes_listener_up',
  "1 while the database's change notifications are heard (audits may be cached), else 0",
  [],
);

export type ScrapedGaugeName = 'db_pool_connections' | 'member_changes_listener_up';

/** Reads `reading` into gauge `name` at every scrape until the returned function is called. */
export function observeGauge(name: ScrapedGaugeName, reading: GaugeReading): () => void {
  const readings = gaugeReadings.get(name)!;
  readings.add(reading);
  return () => readings.delete(reading);
}
