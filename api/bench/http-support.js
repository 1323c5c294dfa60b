// Shared by load.js and fuzz.js: the built api (dist/) as a real server process on a fresh
// database, demo-portal members signed up through the api, and a small HTTP client.
// Build first: cd api && npm run build.
'use strict';

const { spawn } = require('node:child_process');
const { existsSync, mkdtempSync, rmSync } = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { Agent, request } = require('undici');

const API_DIR = path.join(__dirname, '..');
const DEMO_PASSWORD = 'demo1234!';
const SITE_PASSWORD = 'bench-password-1';
const JWT_SECRET = 'benchmark-secret-that-is-long-enough-for-hs256';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * `node dist/server.js` on a fresh PGlite folder (or DATABASE_URL when set: then use a database
 * of its own), limits lifted so that only the api's behaviour is measured. Resolves when it
 * listens; `stop()` ends it with SIGTERM.
 */
async function startServer(extraEnv = {}) {
  if (!existsSync(path.join(API_DIR, 'dist', 'server.js'))) {
    throw new Error('Build the api first: cd api && npm run build');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'smunity-bench-'));
  const pinnedNode = path.join(API_DIR, '..', 'node_modules', '.bin', 'node');
  const child = spawn(existsSync(pinnedNode) ? pinnedNode : process.execPath, ['dist/server.js'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH,
      ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }),
      API_PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      RATE_LOGIN_PER_USERNAME: '1000000',
      RATE_LOGIN_PER_IP: '1000000',
      RATE_PORTAL_PER_USERNAME: '1000000',
      RATE_PORTAL_PER_IP: '1000000',
      RATE_REFRESH_PER_MEMBER: '1000000',
      RATE_REFRESH_PER_IP: '1000000',
      RATE_QNA_WRITES_PER_MEMBER: '1000000',
      RATE_QNA_WRITES_PER_IP: '1000000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`api exited:\n${output}`);
    try {
      const health = await fetch(`${url}/api/health`);
      if (health.ok) break;
    } catch {
      // not listening yet
    }
    if (waited > 60_000) throw new Error(`api did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** An HTTP client with `connections` keep-alive sockets; answers { status, headers, body }. */
function httpClient(baseUrl, connections, { ca } = {}) {
  const dispatcher = new Agent({
    connections,
    pipelining: 1,
    keepAliveTimeout: 30_000,
    // An https:// base behind a front door whose certificate a test CA signed.
    ...(ca !== undefined && { connect: { ca } }),
  });
  return {
    async call(method, pathAndQuery, { body, rawBody, headers = {}, signal } = {}) {
      const payload = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
      const response = await request(`${baseUrl}${pathAndQuery}`, {
        method,
        dispatcher,
        headers: {
          ...(payload !== undefined &&
            rawBody === undefined && { 'content-type': 'application/json' }),
          ...headers,
        },
        body: payload,
        signal,
      });
      const text = await response.body.text();
      let json;
      try {
        json = text === '' ? null : JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: response.statusCode, headers: response.headers, text, json };
    },
    close: () => dispatcher.close(),
  };
}

/** The demo portal's students that sign up normally (no simulated failure). */
function demoStudents(count) {
  const { students } = require(path.join(API_DIR, 'data', 'demo-portal.json'));
  const usable = students.filter((student) => !student.simulate);
  if (usable.length < count) throw new Error(`only ${usable.length} demo students can sign up`);
  return usable.slice(0, count).map((student) => student.username);
}

/**
 * `client.call`, repeated after the answer's Retry-After while the api sheds load (503 COMMON010),
 * as a well-behaved client does: a benchmark's setup must not fail on a replica that is busy.
 */
async function callHonouringRetryAfter(client, method, pathAndQuery, options) {
  for (;;) {
    const response = await client.call(method, pathAndQuery, options);
    if (response.status !== 503 || response.json?.code !== 'COMMON010') return response;
    const seconds = Number(response.headers['retry-after'] ?? 1);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}

/** Verification and sign-up through the api, as the web client does them. */
async function signUp(client, username) {
  const verified = await callHonouringRetryAfter(client, 'POST', '/api/v1/auth/register', {
    body: { username, password: DEMO_PASSWORD },
  });
  if (verified.status !== 200)
    throw new Error(`verify ${username}: ${verified.status} ${verified.text}`);
  const v = verified.json;
  const registered = await callHonouringRetryAfter(client, 'POST', '/api/v1/accounts/register', {
    headers: { authorization: `Bearer ${v.authToken}` },
    body: {
      username,
      password: SITE_PASSWORD,
      email: v.email === '' ? null : v.email,
      name: v.name,
      department: v.department,
      secondDepartment: v.secondDepartment,
    },
  });
  if (registered.status !== 201) {
    throw new Error(`sign up ${username}: ${registered.status} ${registered.text}`);
  }
}

async function logIn(client, username) {
  const response = await callHonouringRetryAfter(client, 'POST', '/api/v1/accounts/login', {
    body: { username, password: SITE_PASSWORD },
  });
  if (response.status !== 200)
    throw new Error(`login ${username}: ${response.status} ${response.text}`);
  return response.json;
}

/**
 * Signs up `members` demo students and logs in `count` sessions spread over them in turn (a
 * member has several sessions, as on several devices).
 */
async function memberSessions(client, members, count) {
  const usernames = demoStudents(members);
  for (const username of usernames) await signUp(client, username);
  const sessions = [];
  for (let index = 0; index < count; index += 1) {
    sessions.push(await logIn(client, usernames[index % members]));
  }
  return sessions;
}

/** The machine's load while a benchmark ran, for the figures' context. */
function machineLoad() {
  const [one, five] = os.loadavg();
  return `load average ${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min) on ${os.cpus().length} cores`;
}

/**
 * A benchmark against its own api: starts it with `env`, opens a client of `connections`, runs
 * `bench(client, server)` (which sets process.exitCode), and stops both however it ends. A
 * thrown error is printed and exits with 1.
 */
function runAgainstServer(env, connections, bench) {
  const run = async () => {
    const server = await startServer(env);
    const client = httpClient(server.url, connections);
    try {
      await bench(client, server);
    } finally {
      await client.close();
      await server.stop();
    }
  };
  run().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

module.exports = {
  DEMO_PASSWORD,
  JWT_SECRET,
  demoStudents,
  httpClient,
  logIn,
  machineLoad,
  memberSessions,
  runAgainstServer,
  signUp,
  startServer,
};
