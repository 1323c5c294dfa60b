// The README's "Admins" steps, in order, as a newcomer runs them: `npm start` (here the runner it
// starts once the build is done, tools/site/site.js), sign up, `npm run admin -w api -- grant`,
// which asks for the site to be stopped first, then the grant after Ctrl-C, and the role at the
// next start. A fresh data folder through DATA_DIR, which the runner and the command both read,
// as they both read the same default without it (api/src/paths.ts).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/csp';
import { signUpViaApi } from '../support/accounts';
import { isolatedSitePorts } from '../support/site';

// CommonJS modules shared with `npm start`.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { REPO } = require('@smunity/tools/site/site-processes') as { REPO: string };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { stopProcess } = require('@smunity/tools/site/process-groups') as {
  stopProcess(child: ChildProcess): Promise<void>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { REMOTES } = require('@smunity/tools/remotes') as {
  REMOTES: ReadonlyArray<{ container: string; portEnv: string }>;
};

/** The demo portal's admin (api/data/demo-portal.json, `demoAdmin`). */
const DEMO_ADMIN = '201900001';
/** The README's example of a member made admin with the command: any demo student will do. */
const STUDENT = '202012301';

const ports = isolatedSitePorts();
const apiUrl = `http://127.0.0.1:${ports.api}`;

let dataDir: string;
let env: NodeJS.ProcessEnv;

test.beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smunity-readme-'));
  env = {
    ...process.env,
    DATA_DIR: path.join(dataDir, 'api'),
    PORT: String(ports.shell),
    API_PORT: String(ports.api),
    ...Object.fromEntries(
      REMOTES.map(({ container, portEnv }) => [portEnv, String(ports[container])]),
    ),
  };
  // The README's defaults: the demo portal, the embedded database, no ADMIN_USERNAMES.
  for (const name of ['ADMIN_USERNAMES', 'PORTAL', 'PORTAL_DEMO_FILE', 'DATABASE_URL']) {
    delete env[name];
  }
});

test.afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** `npm start` after its build: resolves once it prints that the site is running. */
async function npmStart(): Promise<ChildProcess> {
  const runner = spawn(process.execPath, [path.join(REPO, 'tools', 'site', 'site.js')], {
    cwd: REPO,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm start did not start:\n${output}`)),
      150_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('SMUNITY is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    runner.stdout?.on('data', read);
    runner.stderr?.on('data', read);
    runner.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}):\n${output}`));
    });
  });
  return runner;
}

/** `npm run admin -w api -- <args>` */
function npmRunAdmin(...args: string[]) {
  const run = spawnSync('npm', ['run', '--silent', 'admin', '-w', 'api', '--', ...args], {
    cwd: REPO,
    env,
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

async function roleAtLogin(request: APIRequestContext, username: string, password: string) {
  const response = await request.post(`${apiUrl}/api/v1/accounts/login`, {
    data: { username, password },
  });
  expect(response.status(), `login of ${username}`).toBe(200);
  return (await response.json()).memberRole as string;
}

test('the README admin steps work in order on a fresh data folder', async ({ request }) => {
  test.setTimeout(360_000);
  let site = await npmStart();
  try {
    // Under npm start the demo portal's 관리자 is an admin from sign-up on.
    const demoAdmin = await signUpViaApi(request, apiUrl, DEMO_ADMIN);
    expect(await roleAtLogin(request, demoAdmin.username, demoAdmin.password)).toBe('ROLE_ADMIN');
    const student = await signUpViaApi(request, apiUrl, STUDENT);
    expect(await roleAtLogin(request, student.username, student.password)).toBe('ROLE_USER');

    // The command beside the running site: the same database, which it may not open now.
    const refused = npmRunAdmin('grant', STUDENT);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      `The PGlite data folder ${path.join(dataDir, 'api', 'pglite')} is in use`,
    );
    expect(refused.stderr).toContain('Stop it first');

    // Ctrl-C, then the command.
    await stopProcess(site);
    const granted = npmRunAdmin('grant', STUDENT);
    expect(granted.stderr).toBe('');
    expect(granted.stdout.trim()).toMatch(new RegExp(`^${STUDENT} \\(.+\\) is now ROLE_ADMIN\\.$`));
    expect(granted.status).toBe(0);

    // npm start again: the student logs in as an admin.
    site = await npmStart();
    expect(await roleAtLogin(request, student.username, student.password)).toBe('ROLE_ADMIN');
  } finally {
    await stopProcess(site);
  }
});
