// A member's result page rendered by the server (docs/adr/0044), before and after issue 35: the
// api reads the page server makes for it (with the member's token, all at once, as
// site-server/src/first-answers.js asks them), the time until every answer is in, and the total with
// the page's render by mfe-mypage's render bundle. Before: the eleven reads the page was
// assembled from (member, credit, basis, three culture domains, both major modes' category
// lists); after: GET /graduation-check. Then the api's throughput for result pages: the one read
// against the eleven (autocannon, 50 connections; pages/s = requests/s ÷ reads per page).
//
// The real app (buildApp, logger off) on PGlite, a 2021 member with 60 stored courses, listening
// on 127.0.0.1. The render is the same page either way (it shows the same figures: see
// src/modules/courses/graduation-check.test.ts), so it is measured once per round with the one
// read's answer and added to both; it needs mfe-mypage built (npm run build -w mfe-mypage), else
// only the api side is printed.
//
// Reproduce (from the repository root):
//   npm run build -w mfe-mypage && cd api && npm run build && node bench/result-page.bench.js
// Optional: RESULT_BENCH_RENDERS (default 200 per variant), RESULT_BENCH_SECONDS (default 10 per
// throughput measurement), BENCH_DATABASE=postgres with TEST_DATABASE_URL.
'use strict';

const { existsSync, readFileSync } = require('node:fs');
const { isBuiltin } = require('node:module');
const path = require('node:path');
const vm = require('node:vm');
const autocannon = require('autocannon');
const {
  environmentLine,
  openBenchApp,
  percentile,
  STORED_COURSES,
  withoutShedding,
} = require('./support');

const CONNECTIONS = 50;
const renders = Number(process.env.RESULT_BENCH_RENDERS ?? 200);
const seconds = Number(process.env.RESULT_BENCH_SECONDS ?? 10);

/** What the page server asked the api for a member's result page, before and after. */
const READS = {
  'before (11 reads)': [
    '/api/v1/members/me',
    '/api/v1/courses/credit',
    '/api/v1/courses/basis',
    '/api/v1/courses/cultures/BASIC',
    '/api/v1/courses/cultures/CORE',
    '/api/v1/courses/cultures/BALANCE',
    ...['MAJOR_ADVANCED', 'MAJOR_OPTIONAL', 'CULTURE', 'FIRST_MAJOR', 'SECOND_MAJOR'].map(
      (category) => `/api/v1/courses?category=${category}`,
    ),
  ],
  'after (1 read)': ['/api/v1/graduation-check'],
};

const RENDER_BUNDLE = path.join(
  __dirname,
  '..',
  '..',
  'mfe-mypage',
  'dist',
  'first-view-renderer.js',
);

/**
 * mfe-mypage's render bundle (a self-contained CommonJS file exporting renderPage), evaluated as
 * the page server's sandbox does; null when mfe-mypage is not built.
 */
function renderBundle() {
  if (!existsSync(RENDER_BUNDLE)) return null;
  const wrapper = vm.compileFunction(readFileSync(RENDER_BUNDLE, 'utf8'), [
    'exports',
    'require',
    'module',
  ]);
  const module = { exports: {} };
  wrapper(
    module.exports,
    (id) => {
      if (!isBuiltin(id)) throw new Error(`the render bundle asked for ${id}`);
      return require(id);
    },
    module,
  );
  return module.exports;
}

/** Every URL's answer, asked at once with the member's token: the page server's api side. */
async function answersOf(origin, urls, headers) {
  const bodies = await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(`${origin}${url}`, { headers });
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      return response.json();
    }),
  );
  return Object.fromEntries(urls.map((url, index) => [url, bodies[index]]));
}

const ms = (nanoseconds) => Number(nanoseconds) / 1e6;
const fixed = (value) => value.toFixed(2).padStart(6);

async function main() {
  const { app, database, headers, close } = await openBenchApp({ configure: withoutShedding });
  try {
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const bundle = renderBundle();
    const member = { username: database.username, memberRole: 'ROLE_USER' };
    const render = (answers) => bundle.renderPage('result', answers, member);

    const check = (await answersOf(origin, READS['after (1 read)'], headers))[
      '/api/v1/graduation-check'
    ];
    if (!check.checkable)
      throw new Error(`the bench member is not checkable: ${JSON.stringify(check)}`);
    if (bundle && !render({ '/api/v1/graduation-check': check }).includes('총 이수 학점')) {
      throw new Error('the render bundle did not render the result with its answer');
    }
    console.log(
      `a member's result page for ${STORED_COURSES} stored courses (${check.credit.completed} 학점)`,
    );
    console.log(environmentLine(database.kind));
    if (!bundle) console.log(`no ${RENDER_BUNDLE}: the render is left out (build mfe-mypage)`);

    // Warm-up, then the variants interleaved render by render, so drift hits both alike.
    const times = Object.fromEntries(Object.keys(READS).map((name) => [name, []]));
    const renderTimes = [];
    for (let index = 0; index < renders + 20; index += 1) {
      for (const [name, urls] of Object.entries(READS)) {
        const start = process.hrtime.bigint();
        await answersOf(origin, urls, headers);
        if (index >= 20) times[name].push(ms(process.hrtime.bigint() - start));
      }
      if (bundle) {
        const start = process.hrtime.bigint();
        render({ '/api/v1/graduation-check': check });
        if (index >= 20) renderTimes.push(ms(process.hrtime.bigint() - start));
      }
    }
    const sorted = (values) => [...values].sort((a, b) => a - b);
    const renderMedian = bundle ? percentile(sorted(renderTimes), 0.5) : 0;
    console.log(
      `server render of the result page, ${renders} each` +
        (bundle ? ` (the render itself: median ${renderMedian.toFixed(2)} ms)` : ''),
    );
    for (const [name, urls] of Object.entries(READS)) {
      const api = sorted(times[name]);
      const median = percentile(api, 0.5);
      console.log(
        `${name.padEnd(18)} api calls ${String(urls.length).padStart(2)}   api time median ` +
          `${fixed(median)} ms  p90 ${fixed(percentile(api, 0.9))} ms   total median ` +
          `${fixed(median + renderMedian)} ms`,
      );
    }

    // Throughput: the eleven as one connection's cycle of requests, against the one read.
    for (const [name, urls] of Object.entries(READS)) {
      const target = {
        url: origin,
        connections: CONNECTIONS,
        requests: urls.map((url) => ({ method: 'GET', path: url, headers })),
      };
      await autocannon({ ...target, duration: 2 });
      const result = await autocannon({ ...target, duration: seconds });
      const failures = result.errors + result.timeouts + result.non2xx;
      console.log(
        `${name.padEnd(18)} ${Math.round(result.requests.average).toLocaleString('en-US').padStart(6)} ` +
          `req/s = ${Math.round(result.requests.average / urls.length)
            .toLocaleString('en-US')
            .padStart(5)} result pages/s   p99 ${result.latency.p99} ms   failures ${failures}`,
      );
    }
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
