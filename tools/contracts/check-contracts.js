#!/usr/bin/env node
// The contract between the shell and its remotes, checked on the built manifests (part of the
// tools' `npm test`, which runs after the builds). The shell mounts every remote through './routes'
// or './parcel', and the singletons it shares (React, React Router, zustand, shared-auth,
// shared-ui) exist once per page, so a remote built against a version outside the shell's range,
// or the other way round, would run against a copy it was not built for. Either mistake fails
// here with one message naming every problem, not at run time in a visitor's browser.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');
const {
  HEADER_EXPOSE,
  HOST_SHARE_KEYS,
  REMOTE_EXPOSES,
} = require('@smunity/mf-platform/build/webpack');
const { REMOTES } = require('../remotes');

/** The modules the shell loads from every remote (shell/src/remotes/federation.ts). */
const REQUIRED_EXPOSES = Object.keys(REMOTE_EXPOSES);

/**
 * @typedef {{ name: string, version: string, requiredVersion?: string, singleton?: boolean }} SharedEntry
 * @typedef {{ name: string, shared: SharedEntry[], exposes: Array<{ path: string }> }} Manifest
 * @typedef {{ name: string, shared: SharedEntry[] }} ShellOffer the shell's dist/shared-offer.json
 */

/**
 * What every remote shares, whatever else it imports: each renders with the shell's React, router,
 * texts' context and session. A remote whose manifest lacks one was built to bundle its own copy.
 */
const EVERY_REMOTE_SHARES = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  'react-intl',
  '@smunity/shared-auth',
  '@smunity/shared-ui',
];

/** The packages the shell offers (react, react-dom, …): any key of theirs a remote shares. */
const OFFERED_PACKAGES = new Set(Object.values(HOST_SHARE_KEYS));
const packageOf = (shareKey) =>
  shareKey.startsWith('@') ? shareKey.split('/').slice(0, 2).join('/') : shareKey.split('/')[0];

/** Does `version` satisfy `range`? A range that is not semver (a workspace tag) must match exactly. */
function satisfies(version, range) {
  if (!range) return true;
  return semver.validRange(range) ? semver.satisfies(version, range) : version === range;
}

/**
 * @param {{ shell: ShellOffer, remotes: Record<string, Manifest> }} manifests container name → manifest
 * @returns {string[]} one line per broken rule; empty when the contract holds
 */
function findContractProblems({ shell, remotes }) {
  const shellShared = new Map(shell.shared.map((entry) => [entry.name, entry]));
  const problems = [];
  for (const name of EVERY_REMOTE_SHARES.filter((required) => !shellShared.has(required))) {
    problems.push(`shell: does not offer the singleton '${name}'.`);
  }

  for (const [container, manifest] of Object.entries(remotes)) {
    if (manifest.name !== container) {
      problems.push(`${container}: its manifest names the container "${manifest.name}".`);
    }
    const exposed = new Set(manifest.exposes.map((expose) => expose.path));
    for (const expose of REQUIRED_EXPOSES.filter((required) => !exposed.has(required))) {
      problems.push(`${container}: does not expose '${expose}', which the shell loads.`);
    }
    // Its registry entry says it adds to the site header: the shell loads './header' too.
    const header = /** @type {string} */ (Object.keys(HEADER_EXPOSE)[0]);
    const contributesHeader = REMOTES.some(
      (remote) => remote.container === container && remote.header,
    );
    if (contributesHeader && !exposed.has(header)) {
      problems.push(
        `${container}: does not expose '${header}', which its registry entry promises.`,
      );
    }

    const remoteShared = new Map(manifest.shared.map((entry) => [entry.name, entry]));
    for (const name of EVERY_REMOTE_SHARES.filter((required) => !remoteShared.has(required))) {
      problems.push(
        `${container}: does not share the singleton '${name}', so it would bundle a second copy.`,
      );
    }
    for (const entry of manifest.shared) {
      const provided = shellShared.get(entry.name);
      if (!provided) {
        if (OFFERED_PACKAGES.has(packageOf(entry.name))) {
          problems.push(
            `${container}: shares ${entry.name}, which the shell does not offer, so it would run its own copy (add the key to HOST_SHARE_KEYS).`,
          );
        }
        continue;
      }
      if (!satisfies(entry.version, provided.requiredVersion)) {
        problems.push(
          `${container}: is built with ${entry.name}@${entry.version}, outside the shell's range ${provided.requiredVersion}.`,
        );
      }
      if (!satisfies(provided.version, entry.requiredVersion)) {
        problems.push(
          `${container}: requires ${entry.name}@${entry.requiredVersion}, but the shell provides ${provided.version}.`,
        );
      }
    }
  }
  return problems;
}

function readManifest(folder, fileName = 'mf-manifest.json') {
  const file = path.join(folder, 'dist', fileName);
  if (!fs.existsSync(file)) {
    throw new Error(`${path.relative(process.cwd(), file)} is missing: run "npm run build" first.`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Reads the built manifests of the repository (the shell and every remote). */
function readRepositoryManifests(repo) {
  return {
    shell: readManifest(path.join(repo, 'shell'), 'shared-offer.json'),
    remotes: Object.fromEntries(
      REMOTES.map(({ container, folder }) => [container, readManifest(path.join(repo, folder))]),
    ),
  };
}

module.exports = { REQUIRED_EXPOSES, findContractProblems, readRepositoryManifests };

if (require.main === module) {
  try {
    const manifests = readRepositoryManifests(path.resolve(__dirname, '..', '..'));
    const problems = findContractProblems(manifests);
    const remotes = Object.keys(manifests.remotes).join(', ');
    if (problems.length > 0) {
      console.error(
        `Remote contract broken (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
          problems.map((problem) => `  - ${problem}`).join('\n'),
      );
      process.exit(1);
    }
    console.log(
      `Remote contract holds for ${remotes}: ${REQUIRED_EXPOSES.join(' and ')} exposed, shared singletons in range.`,
    );
  } catch (error) {
    console.error(`Remote contract check failed: ${error.message}`);
    process.exit(1);
  }
}
