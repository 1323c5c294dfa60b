// The mixed load of the api (issue 11): what load.js drives for 60 s against one api, and
// src/rolling-restart.test.ts against two replicas while they are restarted one at a time.
// Each worker is one logged-in session looping over a weighted mix of reads and writes; every
// question whose POST was acknowledged (201) is remembered, so that afterwards none may be missing.
'use strict';

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

class MixedLoad {
  constructor() {
    /** Per kind of request: count, errors and latencies (ms). */
    this.stats = new Map(MIX.map(([, name]) => [name, { count: 0, errors: 0, latencies: [] }]));
    /** The first 20 failures, as text. */
    this.failures = [];
    /** Question id → title, for every POST /questions answered 201. */
    this.acknowledged = new Map();
    this.sequence = 0;
    this.stopped = false;
    /** The pending untilAnswered() calls, asked again after every request. */
    this.waiting = new Set();
  }

  /** Runs one worker per session over `client` until `until` (performance.now() ms) or stop(). */
  run(client, sessions, until) {
    return Promise.all(sessions.map((session) => new Worker(this, client, session).run(until)));
  }

  /** Ends the run after each worker's request in flight. */
  stop() {
    this.stopped = true;
  }

  get errors() {
    return [...this.stats.values()].reduce((sum, entry) => sum + entry.errors, 0);
  }

  get requests() {
    return [...this.stats.values()].reduce((sum, entry) => sum + entry.count, 0);
  }

  /**
   * Resolves once `count` more requests than now have been done (answered or failed): how long
   * a test lets the load run, counted in requests rather than seconds.
   */
  untilAnswered(count) {
    const target = this.requests + count;
    return new Promise((resolve) => {
      const check = () => {
        if (this.requests < target) return;
        this.waiting.delete(check);
        resolve();
      };
      this.waiting.add(check);
      check();
    });
  }

  /**
   * Reads every acknowledged question back (same id, same title) and compares the board's total
   * with `questionsBefore` plus what was acknowledged: { lost, unacknowledgedStored }.
   */
  async verifyWrites(client, questionsBefore) {
    let lost = 0;
    for (const [id, title] of this.acknowledged) {
      const read = await client.call('GET', `/api/v1/questions/${id}`);
      if (read.status !== 200 || read.json.title !== title) lost += 1;
    }
    const questionsAfter = await questionCount(client);
    return {
      lost,
      unacknowledgedStored: questionsAfter - questionsBefore - (this.acknowledged.size - lost),
    };
  }
}

/** The Q&A board's total number of questions. */
async function questionCount(client) {
  return (await client.call('GET', '/api/v1/questions?size=1')).json.totalElements;
}

/** An answer the mix did not expect; `status` and `code` (the api's error code) tell which. */
class UnexpectedAnswer extends Error {
  constructor(method, url, response) {
    super(`${method} ${url} → ${response.status} ${response.text.slice(0, 200)}`);
    this.status = response.status;
    this.code = response.json?.code;
  }
}

/** One weighted pick of the mix among `entries`: [weight, name, action]. */
function pick(entries) {
  const total = entries.reduce((sum, [weight]) => sum + weight, 0);
  let left = Math.random() * total;
  return entries.find(([weight]) => (left -= weight) < 0) ?? entries[entries.length - 1];
}

class Worker {
  constructor(load, client, session) {
    this.load = load;
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
      throw new UnexpectedAnswer(method, url, response);
    }
    return response;
  }

  async postQuestion() {
    const title = `부하 시험 질문 ${process.pid}-${(this.load.sequence += 1)}`;
    const response = await this.call('POST', '/api/v1/questions', [201], {
      title,
      content: '졸업요건 질문입니다.',
      anonymous: this.load.sequence % 2 === 0,
    });
    this.load.acknowledged.set(response.json.id, title);
  }

  async readKnownQuestion() {
    const ids = [...this.load.acknowledged.keys()];
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
    if (response.status !== 200) {
      throw new UnexpectedAnswer('POST', '/api/v1/accounts/refresh', response);
    }
    this.session = response.json;
  }

  async run(until) {
    while (performance.now() < until && !this.load.stopped) {
      const [, name, action] = pick(MIX);
      const entry = this.load.stats.get(name);
      const started = performance.now();
      try {
        await action(this);
      } catch (error) {
        entry.errors += 1;
        if (this.load.failures.length < 20) this.load.failures.push(`${name}: ${error.message}`);
      }
      entry.count += 1;
      entry.latencies.push(performance.now() - started);
      for (const check of this.load.waiting) check();
    }
  }
}

module.exports = { MIX, MixedLoad, UnexpectedAnswer, Worker, pick, questionCount };
