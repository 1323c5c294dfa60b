// Load test (issue 11, part 5), run by hand: 100 connections for 60 s of mixed reads and writes
// against the built api in its own process, then every acknowledged write is looked up again.
// Passes when no request failed and no acknowledged write is missing. Figures: docs/benchmarks.md.
//   cd api && npm run build && node bench/load.js        (PGlite in a fresh folder)
//   DATABASE_URL=postgres://… node bench/load.js         (an empty database of its own)
// LOAD_SECONDS and LOAD_CONNECTIONS change the defaults (60, 100).
'use strict';

const {
  demoStudents,
  httpClient,
  logIn,
  machineLoad,
  signUp,
  startServer,
} = require('./http-support');
const { percentile } = require('./support');

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const MEMBERS = 10;

/** What one worker does next: [weight, name, action]. */
const MIX = [
  [30, 'GET /members/me', (w) => w.call('GET', '/api/v1/members/me', [200])],
  [20, 'GET /courses/credit', (w) => w.call('GET', '/api/v1/courses/credit', [200])],
  [
    15,
    'GET /questions',
    (w) => w.call('GET', `/api/v1/questions?page=${w.random(5)}&size=10`, [200]),
  ],
  [5, 'GET /departments', (w) => w.call('GET', '/api/v1/departments', [200])],
  [5, 'GET /terms/current', (w) => w.call('GET', '/api/v1/terms/current', [200])],
  [3, 'GET /questions/:id', (w) => w.readKnownQuestion()],
  [15, 'POST /questions', (w) => w.postQuestion()],
  [5, 'PATCH /members/me/exemption', (w) => w.changeExemption()],
  [2, 'POST /accounts/refresh', (w) => w.refresh()],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [weight]) => sum + weight, 0);

const stats = new Map(MIX.map(([, name]) => [name, { count: 0, errors: 0, latencies: [] }]));
const failures = [];
/** Question id → title, for every POST /questions answered 201. */
const acknowledged = new Map();
let sequence = 0;

class Worker {
  constructor(client, session) {
    this.client = client;
    this.session = session;
  }

  random(n) {
    return Math.floor(Math.random() * n);
  }

  async call(method, url, expected, body) {
    const response = await this.client.call(method, url, {
      body,
      headers: { authorization: `Bearer ${this.session.accessToken}` },
    });
    if (!expected.includes(response.status)) {
      throw new Error(`${method} ${url} → ${response.status} ${response.text.slice(0, 200)}`);
    }
    return response;
  }

  async postQuestion() {
    const title = `부하 시험 질문 ${process.pid}-${(sequence += 1)}`;
    const response = await this.call('POST', '/api/v1/questions', [201], {
      title,
      content: '졸업요건 질문입니다.',
      anonymous: sequence % 2 === 0,
    });
    acknowledged.set(response.json.id, title);
  }

  async readKnownQuestion() {
    const ids = [...acknowledged.keys()];
    const id = ids.length === 0 ? 1 : ids[this.random(ids.length)];
    await this.call('GET', `/api/v1/questions/${id}`, ids.length === 0 ? [200, 404] : [200]);
  }

  async changeExemption() {
    const exemption = Math.random() < 0.5 ? 'FOREIGN' : null;
    await this.call('PATCH', '/api/v1/members/me/exemption', [200], { exemption });
  }

  async refresh() {
    const response = await this.client.call('POST', '/api/v1/accounts/refresh', {
      body: { refreshToken: this.session.refreshToken },
    });
    if (response.status !== 200) throw new Error(`refresh → ${response.status} ${response.text}`);
    this.session = response.json;
  }

  async run(until) {
    while (performance.now() < until) {
      let pick = this.random(TOTAL_WEIGHT);
      const [, name, action] = MIX.find(([weight]) => (pick -= weight) < 0);
      const entry = stats.get(name);
      const started = performance.now();
      try {
        await action(this);
      } catch (error) {
        entry.errors += 1;
        if (failures.length < 20) failures.push(`${name}: ${error.message}`);
      }
      entry.count += 1;
      entry.latencies.push(performance.now() - started);
    }
  }
}

async function main() {
  const server = await startServer();
  const client = httpClient(server.url, CONNECTIONS);
  try {
    const usernames = demoStudents(MEMBERS);
    for (const username of usernames) await signUp(client, username);
    const sessions = [];
    for (let index = 0; index < CONNECTIONS; index += 1) {
      sessions.push(await logIn(client, usernames[index % MEMBERS]));
    }
    const questionsBefore = (await client.call('GET', '/api/v1/questions?size=1')).json
      .totalElements;

    console.log(`load: ${CONNECTIONS} connections, ${SECONDS} s, ${machineLoad()}`);
    const started = performance.now();
    const until = started + SECONDS * 1000;
    await Promise.all(sessions.map((session) => new Worker(client, session).run(until)));
    const elapsed = (performance.now() - started) / 1000;
    const loadAfter = machineLoad();

    // Every acknowledged write must be there, as written, and nothing else.
    let lost = 0;
    for (const [id, title] of acknowledged) {
      const read = await client.call('GET', `/api/v1/questions/${id}`);
      if (read.status !== 200 || read.json.title !== title) lost += 1;
    }
    const questionsAfter = (await client.call('GET', '/api/v1/questions?size=1')).json
      .totalElements;
    const unacknowledgedStored = questionsAfter - questionsBefore - (acknowledged.size - lost);

    let total = 0;
    let errors = 0;
    const all = [];
    console.log('\nrequest                          count   errors   p50 ms   p99 ms');
    for (const [name, entry] of stats) {
      const sorted = entry.latencies.sort((a, b) => a - b);
      all.push(...sorted);
      total += entry.count;
      errors += entry.errors;
      console.log(
        `${name.padEnd(32)} ${String(entry.count).padStart(6)} ${String(entry.errors).padStart(8)} ${percentile(sorted, 0.5).toFixed(1).padStart(8)} ${percentile(sorted, 0.99).toFixed(1).padStart(8)}`,
      );
    }
    all.sort((a, b) => a - b);
    console.log(
      `\n${total} requests in ${elapsed.toFixed(1)} s = ${(total / elapsed).toFixed(0)}/s; p50 ${percentile(all, 0.5).toFixed(1)} ms, p99 ${percentile(all, 0.99).toFixed(1)} ms`,
    );
    console.log(`errors: ${errors}`);
    console.log(
      `writes acknowledged: ${acknowledged.size} questions; lost: ${lost}; stored without acknowledgement: ${unacknowledgedStored}`,
    );
    console.log(`machine after the run: ${loadAfter}`);
    if (failures.length > 0) console.log(`first failures:\n  ${failures.join('\n  ')}`);
    process.exitCode = errors === 0 && lost === 0 ? 0 : 1;
  } finally {
    await client.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
