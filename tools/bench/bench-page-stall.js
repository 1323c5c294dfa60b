#!/usr/bin/env node
// Can one anonymous client stall the page server? (issue 34, docs/benchmarks.md.) The site as
// `npm start` runs it; a member posts BENCH_QUESTIONS questions (long ones: a long question is the
// most costly page), then the shell's server's /health/live is probed every PROBE_MS, first on a
// quiet site, then while guests ask for the questions' pages one after the other at BENCH_RATE
// pages a second, each id again only once its answers are no longer kept (every page rendered and
// compressed anew). Prints p50/p95 of /health/live for both runs, and what the guests got.
//
//   node tools/bench/bench-page-stall.js     (build first: npm run build)
//   BENCH_PORT_BASE (4700), BENCH_QUESTIONS (90), BENCH_RATE (9), BENCH_SECONDS (20), PROBE_MS (50)
'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { sitePorts, startSite } = require('../site/site-processes');

const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4700);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 90);
const RATE = Number(process.env.BENCH_RATE ?? 9);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PROBE_MS = Number(process.env.PROBE_MS ?? 50);
/** A demo student (api/data/demo-portal.json; every demo password is demo1234!). */
const AUTHOR = { username: '202012301', password: 'bench-stall-1!' };
const DEMO_PORTAL_PASSWORD = 'demo1234!';
/** The element holding a page's api answers (mf-platform's first data element). */
const FIRST_DATA = 'id="smunity-first-data"';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? NaN;
}

async function postJson(url, body, headers = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** Signs the author up (portal verification, then registration) and posts the questions. */
async function postQuestions(apiUrl) {
  const verified = await postJson(`${apiUrl}/api/v1/auth/register`, {
    username: AUTHOR.username,
    password: DEMO_PORTAL_PASSWORD,
  });
  const { authToken, name, email, department, secondDepartment } = verified;
  await postJson(
    `${apiUrl}/api/v1/accounts/register`,
    { ...AUTHOR, name, email, department, secondDepartment },
    { authorization: `Bearer ${authToken}` },
  );
  const { accessToken } = await postJson(`${apiUrl}/api/v1/accounts/login`, AUTHOR);
  const paragraph = '졸업요건 중 전공심화 학점이 어떻게 계산되는지 궁금합니다. '.repeat(40);
  const ids = [];
  for (let i = 1; i <= QUESTIONS; i += 1) {
    const { id } = await postJson(
      `${apiUrl}/api/v1/questions`,
      { title: `졸업요건 질문 ${i}`, content: `${paragraph}\n\n${paragraph}`, anonymous: false },
      { authorization: `Bearer ${accessToken}` },
    );
    ids.push(id);
  }
  return ids;
}

/** Probes /health/live every PROBE_MS until `until` resolves; the latencies in ms. */
async function probeLive(siteUrl, until) {
  const latencies = [];
  let done = false;
  until.then(() => (done = true));
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${siteUrl}/health/live`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await sleep(PROBE_MS);
  }
  return latencies;
}

/** Guests asking for the questions' pages in turn at RATE a second (open loop) for SECONDS. */
async function guestBurst(siteUrl, ids) {
  const pages = [];
  const asked = [];
  const end = performance.now() + SECONDS * 1000;
  for (let i = 0; performance.now() < end; i += 1) {
    const id = ids[i % ids.length];
    asked.push(
      (async () => {
        const started = performance.now();
        const response = await fetch(`${siteUrl}/qna/questions/${id}`, {
          headers: { 'accept-encoding': 'br, gzip' },
        });
        const html = await response.text();
        pages.push({ ms: performance.now() - started, withData: html.includes(FIRST_DATA) });
      })(),
    );
    await sleep(1000 / RATE);
  }
  await Promise.all(asked);
  return pages;
}

const row = (label, values) =>
  `${label.padEnd(28)} ${String(values.length).padStart(6)} ${percentile(values, 0.5)
    .toFixed(1)
    .padStart(8)} ${percentile(values, 0.95).toFixed(1).padStart(8)}`;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-stall-'));
  const site = await startSite({
    ports: sitePorts(PORT_BASE),
    dataDir,
    // The bench is one address posting many questions: the per-address and write limits, and
    // shedding (which would answer the burst 503 instead of rendering), are not what it measures.
    apiEnv: {
      RATE_QNA_WRITES_PER_MEMBER: '100000',
      RATE_QNA_WRITES_PER_IP: '100000',
      RATE_PAGE_VIEWS_PER_IP: '100000',
      OVERLOAD_MAX_IN_FLIGHT: '0',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
  });
  try {
    const ids = await postQuestions(site.apiUrl);
    // Warm up: the builds read, the renderer started.
    for (const id of ids.slice(0, 3)) await (await fetch(`${site.url}/qna/questions/${id}`)).text();

    const quiet = await probeLive(site.url, sleep(SECONDS * 1000));
    const burst = guestBurst(site.url, ids);
    const busy = await probeLive(site.url, burst);
    const pages = await burst;

    console.log(
      `\n${QUESTIONS} questions, ${RATE} guest pages/s for ${SECONDS} s, /health/live every ${PROBE_MS} ms; load average ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}\n`,
    );
    console.log(
      `${''.padEnd(28)} ${'count'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`,
    );
    console.log(row('/health/live, quiet', quiet));
    console.log(row('/health/live, guest burst', busy));
    console.log(
      row(
        'question pages (burst)',
        pages.map((page) => page.ms),
      ),
    );
    const withData = pages.filter((page) => page.withData).length;
    console.log(`\npages rendered with their data: ${withData} of ${pages.length}`);
  } finally {
    await site.stopAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
