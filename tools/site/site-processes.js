// Starts the whole site as it is deployed: the api, one static origin per remote (a CDN stand-in)
// and the shell's server, each in its own process and process group, so that one of them can be
// stopped and restarted alone (failure-mode tests) and none outlives us. Once started, a part that
// ends on its own is started again within seconds.
//
// Each remote is served from its CDN folder (<dataDir>/cdn/<remote>/), where its current dist/ is
// deployed at start to the versioned path <buildId>/ exactly as deploy-remote.js does it, so a later
// deploy or rollback (a new path, one edit of remotes.json) works on a running site (docs/adr/0013).
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { publishBuild } = require('../deploy/deploy-remote');
const { REMOTES } = require('../remotes');
const { signalGroup, startProcess, stopProcess, waitForHttp } = require('./process-groups');
const { defaultPorts, sitePorts } = require('./site-ports');

const REPO = path.resolve(__dirname, '..', '..');
/**
 * A part that ends on its own (a crash, a kill) is started again this much later, doubling while
 * it keeps ending, up to half a minute: the runner is the site's supervisor under `npm start`
 * (a deployment's is systemd or its orchestrator: docs/operations.md).
 */
const RESTART_DELAY_MS = 1000;
const MAX_RESTART_DELAY_MS = 30_000;
const STATIC_SERVER = require.resolve('@smunity/site-server/src/main');

function remoteOrigin(ports, name) {
  return `http://127.0.0.1:${ports[name]}`;
}

/**
 * remotes.json as the shell reads it at run time (docs/architecture.md §2): each remote's deployed build,
 * as a plain manifest URL or, for a remote mounted as a parcel, { entry, mode: 'parcel' }.
 * @param {Record<string, string>} entries container name → manifest URL
 * @param {Partial<Record<string, 'federation' | 'parcel'>>} remoteModes
 */
function remotesConfig(entries, remoteModes = {}) {
  return Object.fromEntries(
    Object.entries(entries).map(([name, entry]) => [
      name,
      remoteModes[name] === 'parcel' ? { entry, mode: 'parcel' } : entry,
    ]),
  );
}

/** Deploys each remote's dist/ to its CDN folder; returns container name → manifest URL. */
function deployCurrentBuilds(ports, cdnDir) {
  return Object.fromEntries(
    REMOTES.map(({ container: name, folder }) => {
      const { buildId } = publishBuild({
        remote: name,
        fromDir: path.join(REPO, folder, 'dist'),
        cdnDir,
      });
      return [name, `${remoteOrigin(ports, name)}/${buildId}/mf-manifest.json`];
    }),
  );
}

/**
 * @param {object} options
 * @param {ReturnType<typeof defaultPorts>} options.ports
 * @param {string} options.dataDir folder for remotes.json, the CDN and (see apiDataDir) the api's data
 * @param {string | null} [options.apiDataDir] the api's DATA_DIR (its database and token secret):
 *   by default `<dataDir>/api`, a site of its own; null leaves it to the api, as `npm start` does:
 *   DATA_DIR from the environment, else the api's default (api/src/paths.ts), which is also where
 *   the admin command looks
 * @param {Record<string,string>} [options.apiEnv] extra environment for the api
 * @param {Record<string,string>} [options.shellEnv] extra environment for the shell's server
 *   (e.g. SITE_TRUST_PROXY)
 * @param {Partial<Record<string, 'federation' | 'parcel'>>} [options.remoteModes] how the shell
 *   mounts each remote (default 'federation')
 * @param {(line: string) => void} [options.log]
 * @param {AbortSignal} [options.signal] aborted during start-up (Ctrl-C, SIGTERM), every part
 *   started so far is stopped and the promise rejects with the signal's reason
 */
async function startSite({
  ports,
  dataDir,
  apiDataDir = path.join(dataDir, 'api'),
  apiEnv = {},
  shellEnv = {},
  remoteModes = {},
  log = () => {},
  signal,
}) {
  signal?.throwIfAborted();
  fs.mkdirSync(dataDir, { recursive: true });
  const cdnDir = path.join(dataDir, 'cdn');
  const remoteEntries = deployCurrentBuilds(ports, cdnDir);
  const remotesFile = path.join(dataDir, 'remotes.json');
  fs.writeFileSync(
    remotesFile,
    `${JSON.stringify(remotesConfig(remoteEntries, remoteModes), null, 2)}\n`,
  );

  const env = { ...process.env };
  const children = new Map();

  const launchers = {
    api: () =>
      startProcess('api', [path.join(REPO, 'api', 'dist', 'server.js')], {
        env: {
          ...env,
          API_HOST: '127.0.0.1',
          API_PORT: String(ports.api),
          ...(apiDataDir !== null && { DATA_DIR: env.DATA_DIR ?? apiDataDir }),
          // Links in the answer mails lead to this site unless a public origin is configured.
          SITE_URL: env.SITE_URL ?? `http://127.0.0.1:${ports.shell}`,
          ...apiEnv,
        },
        cwd: REPO,
        log,
      }),
    shell: () =>
      startProcess(
        'shell',
        [
          STATIC_SERVER,
          ...['--root', path.join(REPO, 'shell', 'dist'), '--port', String(ports.shell), '--spa'],
          ...['--api', `http://127.0.0.1:${ports.api}`, '--remotes', remotesFile],
        ],
        { cwd: REPO, env: { ...env, ...shellEnv }, log },
      ),
  };
  for (const { container: name, folder } of REMOTES) {
    launchers[name] = () =>
      startProcess(
        name,
        [
          STATIC_SERVER,
          ...[
            '--root',
            path.join(cdnDir, folder),
            '--port',
            String(ports[name]),
            '--cors',
            '--immutable',
          ],
        ],
        { cwd: REPO, env, log },
      );
  }

  /** @returns {string} */
  const readinessUrl = (name) => {
    if (name === 'api') return `http://127.0.0.1:${ports.api}/api/health`;
    if (name === 'shell') return `http://127.0.0.1:${ports.shell}/remotes.json`;
    const entry = remoteEntries[name];
    if (entry === undefined) throw new Error(`No part of the site is named ${name}.`);
    return entry;
  };

  /** Once the site has started, a part that ends on its own is started again (superviseExits). */
  let supervising = false;
  /** Part → how long its next restart waits: doubles while it keeps ending, reset once it is up. */
  const restartDelays = new Map();

  // Whatever happens to us, our process groups do not outlive us. The hook is held while a part
  // runs and let go once none does: a test suite starts many sites in one process.
  const killAllNow = () => {
    for (const child of children.values()) signalGroup(child.pid, 'SIGKILL');
  };
  let exitHookHeld = false;
  const holdExitHookWhileRunning = () => {
    const wanted = children.size > 0;
    if (wanted === exitHookHeld) return;
    if (wanted) process.on('exit', killAllNow);
    else process.off('exit', killAllNow);
    exitHookHeld = wanted;
  };

  async function start(name) {
    const child = launchers[name]();
    children.set(name, child);
    holdExitHookWhileRunning();
    child.once('exit', (code, exitSignal) => {
      // Stopped on purpose (stop, stopAll), or ended during start-up, which fails the start.
      if (children.get(name) !== child || !supervising) return;
      children.delete(name);
      holdExitHookWhileRunning();
      const delay = restartDelays.get(name) ?? RESTART_DELAY_MS;
      restartDelays.set(name, Math.min(delay * 2, MAX_RESTART_DELAY_MS));
      log(`[runner] ${name} ended (${exitSignal ?? `exit ${code}`}); starting it again`);
      setTimeout(() => {
        if (!supervising || children.has(name)) return;
        start(name).catch((error) =>
          log(`[runner] ${name} failed to start again: ${error.message}`),
        );
      }, delay);
    });
    await waitForHttp(readinessUrl(name), { child, timeoutMs: name === 'api' ? 120000 : 30000 });
    restartDelays.delete(name);
  }

  async function stop(name) {
    const child = children.get(name);
    children.delete(name);
    holdExitHookWhileRunning();
    await stopProcess(child);
  }

  async function stopAll() {
    supervising = false;
    await Promise.all([...children.keys()].map(stop));
  }

  try {
    signal?.throwIfAborted();
    const parts = ['api', 'shell', ...REMOTES.map(({ container }) => container)];
    await Promise.race([Promise.all(parts.map((name) => start(name))), rejectedOnAbort(signal)]);
  } catch (error) {
    await stopAll();
    throw error;
  }
  supervising = true;

  return {
    ports,
    remotesFile,
    /** The CDN folder the remotes are served from: deploy-remote.js --cdn. */
    cdnDir,
    url: `http://127.0.0.1:${ports.shell}`,
    apiUrl: `http://127.0.0.1:${ports.api}`,
    /** Stop one part (e.g. a remote's server) and start it again. */
    stop,
    start,
    stopAll,
    /** The process id of a running part (failure tests). */
    pidOf: (name) => children.get(name)?.pid,
  };
}

/** A promise that rejects with the signal's reason once it is aborted (never without a signal). */
function rejectedOnAbort(signal) {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

module.exports = {
  REMOTES,
  REPO,
  defaultPorts,
  remotesConfig,
  sitePorts,
  startSite,
};
