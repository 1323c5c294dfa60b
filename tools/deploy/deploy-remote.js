#!/usr/bin/env node
// Deploys one remote alone (docs/adr/0013): its build is copied to a new, immutable path
// <cdn>/<remote>/<buildId>/ and the remote's entry in remotes.json is pointed at it. The shell is
// neither rebuilt nor restarted; it reads remotes.json on every page load. Rolling back is pointing
// the entry at a build that is still on the CDN.
//
//   node tools/deploy/deploy-remote.js <remote> [--from DIR] [--cdn DIR] [--remotes FILE]
//                                               [--base-url URL] [--mode federation|parcel]
//   node tools/deploy/deploy-remote.js <remote> --rollback <buildId> [--cdn DIR] [--remotes FILE]
//   node tools/deploy/deploy-remote.js <remote> --list [--cdn DIR] [--remotes FILE]
//
// <remote> is the workspace (mfe-qna) or the container name (mfe_qna). The defaults are those of
// `npm start`: --from <remote>/dist, --cdn .data/cdn, --remotes .data/remotes.json.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { findRemote } = require('../remotes');

const REPO = path.resolve(__dirname, '..', '..');
const DEFAULT_DATA_DIR = path.join(REPO, '.data');
const MODES = ['federation', 'parcel'];
const BUILD_INFO = 'build-info.json';
const MANIFEST = 'mf-manifest.json';

/** @param {string} remote container name or workspace folder */
function resolveRemote(remote) {
  const { container, folder } = findRemote(remote);
  return { name: container, folder };
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Written to a temporary file and renamed: a server reading it never sees half a file. */
function writeJsonAtomically(file, value) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/** @returns {{ name: string, container: string, version: string, buildId: string }} */
function readBuildInfo(buildDir, remote) {
  const file = path.join(buildDir, BUILD_INFO);
  if (!fs.existsSync(file)) {
    throw new Error(
      `${file} is missing: build the remote first (npm run build -w ${remote.folder}).`,
    );
  }
  const info = readJson(file);
  if (info.container !== remote.name) {
    throw new Error(`${buildDir} is a build of ${info.container}, not of ${remote.name}.`);
  }
  return info;
}

function buildDirOnCdn(cdnDir, remote, buildId) {
  return path.join(cdnDir, remote.folder, buildId);
}

/**
 * Copies a build to <cdn>/<remote>/<buildId>/ unless it is there already. The path is never
 * written twice: the build id is a digest of the files, so the same id means the same files.
 * @returns {{ buildId: string, dir: string, copied: boolean }}
 */
function publishBuild({ remote, fromDir, cdnDir }) {
  const target = resolveRemote(remote);
  const { buildId } = readBuildInfo(fromDir, target);
  const dir = buildDirOnCdn(cdnDir, target, buildId);
  if (fs.existsSync(path.join(dir, BUILD_INFO))) return { buildId, dir, copied: false };

  // Copied next to its place and renamed into it, so the path appears complete or not at all.
  const incoming = `${dir}.incoming-${process.pid}`;
  fs.rmSync(incoming, { recursive: true, force: true });
  fs.cpSync(fromDir, incoming, { recursive: true });
  fs.renameSync(incoming, dir);
  return { buildId, dir, copied: true };
}

function readRemotesFile(remotesFile) {
  return fs.existsSync(remotesFile) ? readJson(remotesFile) : {};
}

/** An entry of remotes.json is a manifest URL, or { entry, mode } (shell/src/remotes/remotesConfig.ts). */
function entryParts(value) {
  if (typeof value === 'string') return { entry: value, mode: 'federation' };
  if (value && typeof value.entry === 'string')
    return { entry: value.entry, mode: value.mode ?? 'federation' };
  return null;
}

/**
 * @typedef {object} RemotesFileOptions
 * @property {string} remote container name or workspace folder
 * @property {string} cdnDir the static host's folder (<cdn>/<remote>/<buildId>/)
 * @property {string} remotesFile the remotes.json to rewrite
 * @property {string} [baseUrl] the builds' URL on the CDN; default: the current entry's
 * @property {string} [mode] federation or parcel; default: the current entry's
 */

/**
 * Points the remote's entry in remotes.json at a build on the CDN. The URL is the current entry's
 * with the build id replaced (<base>/<buildId>/mf-manifest.json), or baseUrl/<buildId>/… when given.
 * @param {RemotesFileOptions & { buildId: string }} options
 * @returns {{ previous: string | null, entry: string, mode: string }}
 */
function pointRemote({ remote, buildId, cdnDir, remotesFile, baseUrl, mode }) {
  const target = resolveRemote(remote);
  if (!fs.existsSync(path.join(buildDirOnCdn(cdnDir, target, buildId), MANIFEST))) {
    throw new Error(`${target.folder}/${buildId} is not on the CDN (${cdnDir}); see --list.`);
  }
  if (mode && !MODES.includes(mode))
    throw new Error(`--mode is ${MODES.join(' or ')}, not ${mode}.`);

  const config = readRemotesFile(remotesFile);
  const current = entryParts(config[target.name]);
  let entry;
  if (baseUrl) entry = `${baseUrl.replace(/\/+$/, '')}/${buildId}/${MANIFEST}`;
  else if (current) entry = new URL(`../${buildId}/${MANIFEST}`, current.entry).href;
  else throw new Error(`remotes.json has no entry for ${target.name} yet: give --base-url.`);
  const nextMode = mode ?? current?.mode ?? 'federation';
  config[target.name] = nextMode === 'federation' ? entry : { entry, mode: nextMode };
  writeJsonAtomically(remotesFile, config);
  return { previous: current?.entry ?? null, entry, mode: nextMode };
}

/**
 * Publish the build, then switch remotes.json to it.
 * @param {RemotesFileOptions & { fromDir: string }} options
 */
function deployRemote({ remote, fromDir, cdnDir, remotesFile, baseUrl, mode }) {
  const published = publishBuild({ remote, fromDir, cdnDir });
  return {
    ...published,
    ...pointRemote({ remote, buildId: published.buildId, cdnDir, remotesFile, baseUrl, mode }),
  };
}

/**
 * The builds of a remote on the CDN, oldest first, and which one remotes.json points at.
 * @param {Pick<RemotesFileOptions, 'remote' | 'cdnDir' | 'remotesFile'>} options
 */
function listBuilds({ remote, cdnDir, remotesFile }) {
  const target = resolveRemote(remote);
  const folder = path.join(cdnDir, target.folder);
  const current = entryParts(readRemotesFile(remotesFile)[target.name]);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && fs.existsSync(path.join(folder, entry.name, BUILD_INFO)),
    )
    .map((entry) => ({
      buildId: entry.name,
      deployedAt: fs.statSync(path.join(folder, entry.name)).mtime,
      current: Boolean(current?.entry.includes(`/${entry.name}/`)),
    }))
    .sort((a, b) => a.deployedAt.getTime() - b.deployedAt.getTime());
}

module.exports = {
  DEFAULT_DATA_DIR,
  deployRemote,
  listBuilds,
  pointRemote,
  publishBuild,
  resolveRemote,
};

function parseArgs(argv) {
  const [remote, ...rest] = argv;
  const options = { remote };
  for (let i = 0; i < rest.length; i += 1) {
    const key = rest[i].replace(/^--/, '');
    if (key === 'list') options.list = true;
    else {
      options[key] = rest[i + 1];
      i += 1;
    }
  }
  return options;
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!args.remote || args.remote.startsWith('--')) {
    throw new Error(
      'Usage: deploy-remote.js <remote> [--from DIR] [--cdn DIR] [--remotes FILE] [--base-url URL] [--mode M] | --rollback <buildId> | --list',
    );
  }
  const { folder } = resolveRemote(args.remote);
  const cdnDir = path.resolve(args.cdn ?? path.join(DEFAULT_DATA_DIR, 'cdn'));
  const remotesFile = path.resolve(args.remotes ?? path.join(DEFAULT_DATA_DIR, 'remotes.json'));
  const common = { remote: args.remote, cdnDir, remotesFile };

  if (args.list) {
    for (const build of listBuilds(common)) {
      console.log(
        `${build.current ? '*' : ' '} ${build.buildId}  ${build.deployedAt.toISOString()}`,
      );
    }
    return;
  }
  if (args.rollback) {
    const { previous, entry } = pointRemote({ ...common, buildId: args.rollback, mode: args.mode });
    console.log(`${folder}: rolled back\n  from ${previous}\n  to   ${entry}`);
    return;
  }
  const fromDir = path.resolve(args.from ?? path.join(REPO, folder, 'dist'));
  const deployed = deployRemote({ ...common, fromDir, baseUrl: args['base-url'], mode: args.mode });
  console.log(
    `${folder}: ${deployed.copied ? 'published' : 'already on the CDN:'} ${deployed.dir}\n` +
      `  remotes.json now points at ${deployed.entry} (${deployed.mode})` +
      (deployed.previous ? `\n  roll back with: --rollback ${buildIdOf(deployed.previous)}` : ''),
  );
}

function buildIdOf(entry) {
  return new URL(entry).pathname.split('/').slice(-2, -1)[0];
}

if (require.main === module) {
  try {
    main();
  } catch (error) {
    console.error(`deploy-remote: ${error.message}`);
    process.exit(1);
  }
}
