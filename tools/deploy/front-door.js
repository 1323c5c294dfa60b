// The shipped front door (deploy/nginx) for tests: a throw-away CA and a certificate for
// localhost made with openssl, and Debian's nginx started with the configuration
// nginx-config.js writes. Used by e2e/tests/front-door.spec.ts.
'use strict';

const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const { writeNginxConfig } = require('./nginx-config');

const HOST = 'localhost';

function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    const why = result.error?.message ?? (result.stderr || result.stdout);
    throw new Error(`${command} ${args.join(' ')} failed: ${why}`);
  }
}

/**
 * A CA and a certificate for localhost and 127.0.0.1 signed by it, valid for a day, in `dir`.
 * The CA's key is deleted once it signed: nothing else can be signed with it.
 * @param {string} dir
 * @returns {{ ca: string, certificate: string, key: string }} PEM files
 */
function makeTestCertificates(dir) {
  const file = (name) => path.join(dir, name);
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  fs.writeFileSync(
    file('leaf.ext'),
    [
      'basicConstraints=CA:FALSE',
      'keyUsage=digitalSignature,keyEncipherment',
      'extendedKeyUsage=serverAuth',
      `subjectAltName=DNS:${HOST},IP:127.0.0.1`,
    ].join('\n'),
  );
  run('openssl', [
    ...['req', '-x509', ...ec, '-keyout', file('ca.key'), '-out', file('ca.pem'), '-days', '1'],
    ...['-subj', '/CN=SMUNITY test CA (throw-away)'],
    ...['-addext', 'basicConstraints=critical,CA:TRUE'],
    ...['-addext', 'keyUsage=critical,keyCertSign,cRLSign'],
  ]);
  run('openssl', [
    ...['req', ...ec, '-keyout', file('leaf.key'), '-out', file('leaf.csr')],
    ...['-subj', `/CN=${HOST}`],
  ]);
  run('openssl', [
    ...['x509', '-req', '-in', file('leaf.csr'), '-CA', file('ca.pem'), '-CAkey', file('ca.key')],
    ...['-CAcreateserial', '-out', file('leaf.pem'), '-days', '1', '-extfile', file('leaf.ext')],
  ]);
  fs.rmSync(file('ca.key'));
  return { ca: file('ca.pem'), certificate: file('leaf.pem'), key: file('leaf.key') };
}

/** Resolves once 127.0.0.1:`port` accepts connections; rejects if `child` exits first. */
async function listening(port, child) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode})`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      const settle = (answer) => {
        socket.destroy();
        resolve(answer);
      };
      socket.once('connect', () => settle(true)).once('error', () => settle(false));
      socket.setTimeout(1000, () => settle(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx is not listening on ${port}`);
}

/**
 * nginx in its own process group with the configuration of `settings` (nginx-config.js) written
 * into `dir`; resolves once `waitPort` listens.
 * @param {object} options
 * @param {import('./nginx-config').Settings} options.settings
 * @param {string} options.dir
 * @param {number} options.waitPort
 */
async function startNginx({ settings, dir, waitPort }) {
  const confFile = writeNginxConfig(settings, dir);
  const nginx = spawn('nginx', ['-p', dir, '-c', confFile, '-g', 'daemon off;'], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const master = nginx.pid;
  if (master === undefined) throw new Error('nginx could not be started');
  const stop = async () => {
    if (nginx.exitCode !== null || nginx.signalCode !== null) return;
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    process.kill(-master, 'SIGTERM');
    await exited;
  };
  try {
    await listening(waitPort, nginx);
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  return {
    stop,
  };
}

module.exports = { FRONT_DOOR_HOST: HOST, makeTestCertificates, startNginx };
