#!/usr/bin/env node
// `npm start`: runs the production builds as deployed (see site-processes.js) and prints the URL.
// `npm run dev`: the same layout in watch mode (webpack dev servers, api rebuilt on change).
// Ctrl-C stops everything.
'use strict';

require('./require-node');
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { REMOTES, REPO, defaultPorts, startSite, stopProcess } = require('./site-processes');

const ports = defaultPorts();
const dataDir = path.join(REPO, '.data');

function demoAccounts() {
  const file = process.env.PORTAL_DEMO_FILE ?? path.join(REPO, 'api', 'data', 'demo-portal.json');
  try {
    const { students } = JSON.parse(fs.readFileSync(file, 'utf8'));
    return students.filter((student) => !student.simulate).slice(0, 6);
  } catch {
    return [];
  }
}

function printBanner(url) {
  const lines = [
    '',
    `  SMUNITY is running: ${url}`,
    '',
    `  api      http://127.0.0.1:${ports.api}/api (docs: ${url}/api/docs)`,
    ...REMOTES.map(
      ({ container }) => `  ${container.padEnd(12)} http://127.0.0.1:${ports[container]}`,
    ),
    '',
    '  Demo portal students (학번 / 샘물 비밀번호), see README for all of them:',
    ...demoAccounts().map((s) => `    ${s.username} / ${s.password}  ${s.name} (${s.department})`),
    '',
    '  Press Ctrl-C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
}

/**
 * The privacy policy's officer for a local run: clearly made up (example.invalid can receive no
 * mail), so no one mistakes it for a person to contact. A deployment sets its own.
 */
const DEMO_PRIVACY_OFFICER = {
  PRIVACY_OFFICER_NAME: process.env.PRIVACY_OFFICER_NAME ?? '홍길동 (예시: PRIVACY_OFFICER_NAME)',
  PRIVACY_OFFICER_EMAIL: process.env.PRIVACY_OFFICER_EMAIL ?? 'privacy-officer@example.invalid',
};

async function runProduction() {
  for (const folder of ['shell', ...REMOTES.map((remote) => remote.folder)]) {
    if (!fs.existsSync(path.join(REPO, folder, 'dist'))) {
      throw new Error(`${folder}/dist is missing: run "npm run build" first (npm start does it).`);
    }
  }
  const site = await startSite({
    ports,
    dataDir,
    apiEnv: DEMO_PRIVACY_OFFICER,
    log: (line) => {
      if (process.env.LOG_ALL || /error|fail/i.test(line)) console.log(line);
    },
  });
  printBanner(site.url);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await site.stopAll();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

function runDev() {
  // The api watcher needs a first build to start from.
  spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: REPO, stdio: 'inherit' });
  const npx = (args, cwd, env = {}) =>
    spawn('npx', args, {
      cwd: path.join(REPO, cwd),
      env: { ...process.env, ...env },
      stdio: 'inherit',
      detached: true,
    });
  const children = [
    npx(['swc', 'src', '-d', 'dist', '--strip-leading-paths', '-w'], 'api'),
    spawn(process.execPath, ['--watch', 'dist/server.js'], {
      cwd: path.join(REPO, 'api'),
      env: {
        ...process.env,
        ...DEMO_PRIVACY_OFFICER,
        API_PORT: String(ports.api),
        DATA_DIR: path.join(dataDir, 'api'),
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

if (process.argv.includes('--dev')) {
  runDev();
} else {
  runProduction().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
