// Fuzz test (issue 11, part 5), run by hand: at least 10,000 malformed requests over every
// operation of the api's OpenAPI document, as a visitor, a member, an admin and with broken
// tokens, against the built api in its own process. Passes when no answer is a 5xx and every
// 4xx is the api's error JSON ({ code, message, detail?, requestId }). Figures: docs/benchmarks.md.
//   cd api && npm run build && node bench/fuzz.js     (FUZZ_REQUESTS, FUZZ_SEED to vary)
'use strict';

const { demoStudents, logIn, machineLoad, runAgainstServer, signUp } = require('./http-support');

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 12_000);
const CONCURRENCY = 20;
let seed = Number(process.env.FUZZ_SEED ?? 20261125);

/** A small deterministic PRNG (mulberry32), so a failing run can be repeated with FUZZ_SEED. */
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (items) => items[Math.floor(random() * items.length)];

const nested = (depth) => (depth === 0 ? 1 : { a: nested(depth - 1) });

/** Values of the wrong type or shape for any field. */
const BAD_VALUES = [
  null,
  0,
  -1,
  1.5,
  1e308,
  true,
  '',
  ' ',
  'x',
  '😀'.repeat(50),
  '\u0000\u0001',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'a'.repeat(5000),
  [],
  [1, 2],
  {},
  { $ne: null },
  nested(30),
];

const BAD_PATH_VALUES = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '%00',
  '..%2F..%2Fetc',
  '%ED%95%9C',
  '%E0%A4%A',
  'a'.repeat(300),
  'null',
  '1e3',
  ' 1',
];

const BAD_QUERIES = [
  '?page=-1',
  '?page=abc&size=abc',
  '?size=100000',
  '?size=0',
  '?page=1.5',
  '?page=99999999999999999999',
  '?page=1&page=2',
  '?unknown=1',
  '?size[]=1',
  `?q=${'x'.repeat(3000)}`,
  '?%',
];

/** A body for an operation whose schema lists `properties`: one field broken, or the whole. */
function badBody(schema) {
  const properties = Object.keys(schema?.properties ?? {});
  const choice = random();
  if (choice < 0.1 || properties.length === 0) {
    return { raw: pick(['{', '[]', 'null', '"text"', '123', '{"a":', '{}', 'true', '\u0000']) };
  }
  if (choice < 0.15) return { raw: JSON.stringify(nested(2000)) };
  if (choice < 0.2) return { raw: JSON.stringify({ x: 'y'.repeat(70 * 1024) }) };
  if (choice < 0.3) return { body: { unexpected: pick(BAD_VALUES) } };
  const body = {};
  for (const property of properties) {
    if (random() < 0.7) body[property] = validLooking(schema.properties[property]);
  }
  body[pick(properties)] = pick(BAD_VALUES);
  return { body };
}

function validLooking(property) {
  if (property.enum) return pick(property.enum);
  if (property.type === 'integer' || property.type === 'number') return Math.floor(random() * 50);
  if (property.type === 'boolean') return random() < 0.5;
  if (property.pattern === '^[0-9]{9}$') return pick(['202012301', '202599999', '201910101']);
  return 'valid-looking-text';
}

function isErrorBody(json) {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return false;
  if (typeof json.code !== 'string' || typeof json.message !== 'string' || json.message === '') {
    return false;
  }
  const keys = Object.keys(json).filter(
    (key) => !['code', 'message', 'detail', 'requestId'].includes(key),
  );
  if (keys.length > 0 || typeof json.requestId !== 'string') return false;
  if (json.detail === undefined) return true;
  return (
    typeof json.detail === 'object' &&
    json.detail !== null &&
    Object.values(json.detail).every((value) => typeof value === 'string')
  );
}

async function main(client, adminUsername, memberUsername) {
  await signUp(client, adminUsername);
  await signUp(client, memberUsername);
  const admin = await logIn(client, adminUsername);
  const member = await logIn(client, memberUsername);
  const verification = await client.call('POST', '/api/v1/auth/password/reset', {
    body: { username: memberUsername, password: 'demo1234!' },
  });
  const document = (await client.call('GET', '/api/docs/json')).json;

  const operations = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({ method: method.toUpperCase(), path, schema });
    }
  }
  const AUTH = [
    ['visitor', {}],
    ['member', { authorization: `Bearer ${member.accessToken}` }],
    ['admin', { authorization: `Bearer ${admin.accessToken}` }],
    ['refresh token as bearer', { authorization: `Bearer ${member.refreshToken}` }],
    ['verification token', { authorization: `Bearer ${verification.json?.authToken ?? 'x'}` }],
    ['garbage token', { authorization: 'Bearer not.a.token' }],
    ['tampered token', { authorization: `Bearer ${member.accessToken.slice(0, -3)}abc` }],
    ['other scheme', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
  ];

  const counts = { total: 0, byStatus: {}, fiveHundreds: 0, badShape: 0 };
  const problems = [];
  const byOperation = new Map(operations.map((op) => [`${op.method} ${op.path}`, 0]));
  let next = 0;
  console.log(`fuzz: ${REQUESTS} requests over ${operations.length} operations, ${machineLoad()}`);
  const started = performance.now();

  const one = async () => {
    const operation = operations[next % operations.length];
    next += 1;
    const [authName, authHeaders] = pick(AUTH);
    // Withdrawal with a valid token would end the fuzz member: only broken tokens try it.
    if (
      operation.method === 'DELETE' &&
      operation.path === '/api/v1/members/me' &&
      authName === 'member'
    ) {
      return one();
    }
    let url = operation.path.replace(/\{[^}]+\}/g, () =>
      random() < 0.2 ? '1' : pick(BAD_PATH_VALUES),
    );
    if (random() < 0.4) url += pick(BAD_QUERIES);
    const headers = { ...authHeaders };
    let options = { headers };
    if (operation.method !== 'GET' && random() < 0.9) {
      const { body, raw } = badBody(operation.schema);
      if (raw !== undefined) {
        options = { headers: { ...headers, 'content-type': 'application/json' }, rawBody: raw };
      } else options = { headers, body };
      if (random() < 0.1) {
        options = {
          headers: {
            ...headers,
            'content-type': pick([
              'text/plain',
              'application/x-www-form-urlencoded',
              'application/xml',
              'multipart/form-data; boundary=x',
            ]),
          },
          rawBody: 'a=1&b=2',
        };
      }
    }
    const response = await client.call(operation.method, url, options);
    counts.total += 1;
    byOperation.set(
      `${operation.method} ${operation.path}`,
      byOperation.get(`${operation.method} ${operation.path}`) + 1,
    );
    counts.byStatus[response.status] = (counts.byStatus[response.status] ?? 0) + 1;
    const where = `${operation.method} ${url.slice(0, 120)} (${authName})`;
    if (response.status >= 500) {
      counts.fiveHundreds += 1;
      if (problems.length < 30)
        problems.push(`${where} → ${response.status} ${response.text.slice(0, 200)}`);
    } else if (response.status >= 400) {
      const json = /^application\/json/.test(String(response.headers['content-type'] ?? ''))
        ? response.json
        : undefined;
      if (!isErrorBody(json)) {
        counts.badShape += 1;
        if (problems.length < 30)
          problems.push(
            `${where} → ${response.status} not the error JSON: ${response.text.slice(0, 200)}`,
          );
      }
    }
  };

  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) await one();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  console.log(
    `${counts.total} requests in ${elapsed.toFixed(1)} s over ${operations.length} operations`,
  );
  console.log(`statuses: ${JSON.stringify(counts.byStatus)}`);
  console.log(`5xx: ${counts.fiveHundreds}; 4xx not in the error JSON shape: ${counts.badShape}`);
  const fewest = [...byOperation.entries()].sort((a, b) => a[1] - b[1])[0];
  console.log(`fewest requests for one operation: ${fewest[1]} (${fewest[0]})`);
  console.log(`machine after the run: ${machineLoad()}`);
  if (problems.length > 0) console.log(`problems:\n  ${problems.join('\n  ')}`);
  const health = await client.call('GET', '/api/health');
  console.log(`api still healthy: ${health.status === 200}`);
  process.exitCode =
    counts.fiveHundreds === 0 && counts.badShape === 0 && health.status === 200 ? 0 : 1;
}

const [adminUsername, memberUsername] = demoStudents(2);
// No load shedding: a shed request is a 503 by design, and this run asks whether bad input ever
// makes a 5xx (shedding has bench/overload.js).
const NO_SHEDDING = {
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  OVERLOAD_MAX_POOL_WAITING: '0',
  OVERLOAD_MAX_IN_FLIGHT: '0',
};
runAgainstServer({ ADMIN_USERNAMES: adminUsername, ...NO_SHEDDING }, CONCURRENCY, (client) =>
  main(client, adminUsername, memberUsername),
);
