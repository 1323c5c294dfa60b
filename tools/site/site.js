#!/usr/bin/env node
// `npm start`: runs the production builds as deployed (see site-processes.js) and prints the URL.
// `npm run dev`: the same layout in watch mode (webpack dev servers, api rebuilt on change).
// `--check`: only checks the settings (ports, the demo portal's file), as `npm start` does first.
// Ctrl-C or SIGTERM stops everything, at any moment.
'use strict';

require('@smunity/site-server/src/require-node');
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { DEFAULT_DATA_DIR } = require('../deploy/deploy-remote');
const { stopProcess } = require('./process-groups');
const { REMOTES, REPO, startSite } = require('./site-processes');
const { defaultPorts } = require('./site-ports');

// `npm start`'s folder (remotes.json, the remotes' CDN copy), where deploy:remote deploys.
const dataDir = DEFAULT_DATA_DIR;

const DEMO_PORTAL_FILE = path.join(REPO, 'api', 'data', 'demo-portal.json');

/**
 * The demo portal's students (api/data/demo-portal.json or PORTAL_DEMO_FILE); none with
 * PORTAL=smu. The api checks each student in detail; this reads only what the runner needs.
 * @returns {Array<Record<string, unknown>>}
 * @throws {Error} one line naming the file when it cannot be read or has no `students` array
 */
function demoStudents(env = process.env) {
  if ((env.PORTAL ?? 'demo') !== 'demo') return [];
  const file = env.PORTAL_DEMO_FILE ?? DEMO_PORTAL_FILE;
  let parsed;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const why = error.code === 'ENOENT' ? 'no such file' : error.message;
    throw new Error(`The demo portal's file ${file} cannot be read: ${why}.`);
  }
  const students = parsed?.students;
  if (!Array.isArray(students) || !students.every((s) => s !== null && typeof s === 'object')) {
    throw new Error(
      `The demo portal's file ${file} must be a JSON object with a "students" array of objects.`,
    );
  }
  return students;
}

/**
 * The demo has an admin: with the demo portal, the students it marks `demoAdmin` become admins
 * (ADMIN_USERNAMES), unless ADMIN_USERNAMES is set. Never with PORTAL=smu: real 학번 get a role
 * only from the admin command or an ADMIN_USERNAMES someone wrote.
 * @param {Array<Record<string, unknown>>} students
 * @returns {Record<string, string>}
 */
function demoAdminEnv(students, env = process.env) {
  if (env.ADMIN_USERNAMES !== undefined) return {};
  const admins = students.filter((student) => student.demoAdmin === true);
  return admins.length === 0
    ? {}
    : { ADMIN_USERNAMES: admins.map((student) => student.username).join(',') };
}

/**
 * The lines `npm start` prints: addresses in one column, then the demo students to log in with
 * and the file that lists all of them.
 * @param {string} url
 * @param {NodeJS.ProcessEnv} [env]
 * @param {Record<string, number>} [ports]
 */
function bannerLines(url, env = process.env, ports = defaultPorts(env)) {
  /** @type {[string, string][]} */
  const services = [
    ['api', `http://127.0.0.1:${ports.api}/api (docs: ${url}/api/docs)`],
    ...REMOTES.map(
      ({ container }) =>
        /** @type {[string, string]} */ ([container, `http://127.0.0.1:${ports[container]}`]),
    ),
  ];
  const width = Math.max(...services.map(([label]) => label.length));
  const demoFile = path.relative(REPO, env.PORTAL_DEMO_FILE ?? DEMO_PORTAL_FILE);
  const students = demoStudents(env).filter((student) => !student.simulate);
  return [
    '',
    `  SMUNITY is running: ${url}`,
    '',
    ...services.map(([label, address]) => `  ${label.padEnd(width)}  ${address}`),
    ...(students.length === 0
      ? []
      : [
          '',
          `  Demo portal students (학번 / 샘물 비밀번호); all ${students.length} in ${demoFile}:`,
          // 학번 and password are ASCII and fixed width; the Korean name goes last.
          ...students
            .slice(0, 6)
            .map(
              (s) =>
                `    ${s.username} / ${s.password}  ${s.demoAdmin ? 'admin  ' : '       '}${s.name} (${s.department})`,
            ),
        ]),
    '',
    '  Press Ctrl-C to stop.',
    '',
  ];
}

/**
 * The privacy policy's officer for a local run: clearly made up (example.invalid can receive no
 * mail), so no one mistakes it for a person to contact. A deployment sets its own.
 */
const DEMO_PRIVACY_OFFICER = {
  PRIVACY_OFFICER_NAME: process.env.PRIVACY_OFFICER_NAME ?? '홍길동 (예시: PRIVACY_OFFICER_NAME)',
  PRIVACY_OFFICER_EMAIL: process.env.PRIVACY_OFFICER_EMAIL ?? 'privacy-officer@example.invalid',
};

/**
 * Starts the built site. From the first moment, Ctrl-C or SIGTERM stops every part started so
 * far: during start-up by aborting it (startSite stops what it started), afterwards by stopping
 * the running site.
 * @param {Record<string, number>} ports
 * @param {Array<Record<string, unknown>>} students
 */
async function runProduction(ports, students) {
  for (const folder of ['shell', ...REMOTES.map((remote) => remote.folder)]) {
    if (!fs.existsSync(path.join(REPO, folder, 'dist'))) {
      throw new Error(`${folder}/dist is missing: run "npm run build" first (npm start does it).`);
    }
  }
  const startUp = new AbortController();
  /** @type {Awaited<ReturnType<typeof startSite>> | undefined} */
  let site;
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    if (site === undefined) {
      startUp.abort(new Error('stopped during start-up'));
      return; // startSite stops what it started and rejects: see below
    }
    await site.stopAll();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  try {
    site = await startSite({
      ports,
      dataDir,
      // The api's own default (or DATA_DIR): the folder the admin command opens too.
      apiDataDir: null,
      apiEnv: { ...DEMO_PRIVACY_OFFICER, ...demoAdminEnv(students) },
      log: (line) => {
        // Failures, parts started again, and where an answer mail went without SMTP_URL (an
        // .eml file in .data).
        if (process.env.LOG_ALL || /^\[runner\]|error|fail|answer mail written/i.test(line)) {
          console.log(line);
        }
      },
      signal: startUp.signal,
    });
  } catch (error) {
    if (startUp.signal.aborted) process.exit(0);
    throw error;
  }
  console.log(bannerLines(site.url, process.env, ports).join('\n'));
}

/**
 * @param {Record<string, number>} ports
 * @param {Array<Record<string, unknown>>} students
 */
function runDev(ports, students) {
  // The api watcher needs a first build to start from: replayed from the build cache when the
  // api's inputs did not change (ADR 0054).
  spawnSync('npx', ['lerna', 'run', 'build', '--scope', '@smunity/api'], {
    cwd: REPO,
    stdio: 'inherit',
  });
  const npx = (args, cwd, env = {}) =>
    spawn('npx', args, {
      cwd: path.join(REPO, cwd),
      env: { ...process.env, ...env },
      stdio: 'inherit',
      detached: true,
    });
  const children = [
    npx(
      ['swc', 'src', '-d', 'dist', '--strip-leading-paths', '--ignore', '**/*.test.ts', '-w'],
      'api',
    ),
    spawn(process.execPath, ['--watch', 'dist/server.js'], {
      cwd: path.join(REPO, 'api'),
      env: {
        ...process.env,
        ...DEMO_PRIVACY_OFFICER,
        ...demoAdminEnv(students),
        API_PORT: String(ports.api),
      },
      stdio: 'inherit',
      detached: true,
    }),
    ...REMOTES.map(({ folder }) => npx(['webpack', 'serve', '--mode', 'development'], folder)),
    npx(['webpack', 'serve', '--mode', 'development'], 'shell', { API_PORT: String(ports.api) }),
  ];
  const shutdown = () => Promise.all(children.map(stopProcess)).then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  console.log(`\n  SMUNITY dev: http://127.0.0.1:${ports.shell} (watch mode; Ctrl-C stops)\n`);
}

/** What is wrong with the settings is said in one line, before anything starts. */
function main() {
  let ports;
  let students;
  try {
    ports = defaultPorts();
    students = demoStudents();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  // `npm start` checks before it builds: a wrong setting costs one line, not a build.
  if (process.argv.includes('--check')) return;
  if (process.argv.includes('--dev')) {
    runDev(ports, students);
  } else {
    runProduction(ports, students).catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
  }
}

module.exports = { bannerLines };

// Required by its test: print nothing, start nothing.
if (require.main === module) main();
