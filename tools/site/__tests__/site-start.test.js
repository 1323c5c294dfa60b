// `npm start` explains itself (issue 34): a port browsers refuse and a malformed demo-portal file
// are one line each, before anything starts; a SIGTERM while the site starts stops every process
// it had started.
'use strict';

const { describe, expect, it } = require('@jest/globals');

const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { REMOTES } = require('../../remotes');
const { defaultPorts } = require('../site-ports');

const SITE = path.join(__dirname, '..', 'site.js');
/** Ports of the site this test starts (8500–8509, away from the other suites'). */
const TEST_PORTS = {
  PORT: '8501',
  API_PORT: '8502',
  ...Object.fromEntries(REMOTES.map(({ portEnv }, index) => [portEnv, String(8503 + index)])),
};

/** Runs site.js with `env` added; resolves with its exit code and what it printed on stderr. */
function runSite(env, args = []) {
  const child = spawn(process.execPath, [SITE, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) =>
    child.once('exit', (code) => resolve({ code, stderr: stderr.trim() })),
  );
  return { child, exited };
}

/** The ids of the running processes whose parent is `pid`, and their process groups. */
function childrenOf(pid) {
  return fs.readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      // pid (comm) state ppid pgrp …: comm may hold spaces, so read after its closing parenthesis.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [, ppid, pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(ppid) === pid ? [{ pid: Number(entry), group: Number(pgrp) }] : [];
    } catch {
      return []; // ended while we looked
    }
  });
}

/** Whether any process of these process groups still runs. */
function anyAlive(groups) {
  return groups.some((group) => {
    try {
      process.kill(-group, 0);
      return true;
    } catch {
      return false;
    }
  });
}

describe('the site runner', () => {
  it.each([
    [{ PORT: '6000' }, 'PORT=6000 is a port browsers and fetch() refuse'],
    [{ API_PORT: '10080' }, 'API_PORT=10080 is a port browsers and fetch() refuse'],
    [{ PORT: '70000' }, 'PORT=70000 is not a port (1–65535).'],
    [{ PORT: '3001' }, 'ACCOUNTS_PORT=3001 is already the port of PORT.'],
  ])('refuses %j with one line naming it', (env, message) => {
    expect(() => defaultPorts(env)).toThrow(message);
  });

  it('stops at once with one line for a refused port, before building or starting anything', async () => {
    const { code, stderr } = await runSite({ PORT: '6000' }, ['--check']).exited;
    expect(code).toBe(1);
    expect(stderr.split('\n')).toEqual([
      'PORT=6000 is a port browsers and fetch() refuse (Fetch Standard "bad port"): choose another.',
    ]);
  });

  it.each([
    ['without a students array', '{"people": []}'],
    ['that is not JSON', '{"students": ['],
    ['whose students are not objects', '{"students": [1]}'],
  ])('says in one line what is wrong with a demo-portal file %s', async (_case, content) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'demo-portal-')), 'portal.json');
    fs.writeFileSync(file, content);
    const { code, stderr } = await runSite({ PORTAL_DEMO_FILE: file }).exited;
    expect(code).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toContain(`The demo portal's file ${file}`);
  });

  it('a SIGTERM during start-up stops every process it had started', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-start-'));
    const site = runSite({ ...TEST_PORTS, DATA_DIR: dataDir });
    // The runner starts its parts together: once one runs, all were started. Each part leads a
    // process group of its own once it has called setsid(); a part read just after its fork is
    // still in the runner's group, which is this test's own (it would never read as stopped).
    let started = [];
    const leadTheirGroups = () => started.every(({ pid, group }) => pid === group);
    while ((started.length === 0 || !leadTheirGroups()) && site.child.exitCode === null) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      started = childrenOf(site.child.pid ?? 0);
    }
    expect(started.length).toBeGreaterThan(0);
    site.child.kill('SIGTERM');
    const { code } = await site.exited;
    expect(code).toBe(0);
    const groups = started.map(({ group }) => group);
    // Each part was stopped (and waited for) before the runner exited.
    expect(anyAlive(groups)).toBe(false);
  }, 60_000);
});
