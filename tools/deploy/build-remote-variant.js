// Builds a variant of one remote into a folder of its own, never into the checkout: the e2e suite
// and drills use it to ship a visible change (SMUNITY_BUILD_LABEL) or a crash (SMUNITY_FAULT=render)
// with deploy-remote.js (see mf-platform/build/webpack.js). A production build like the real one,
// left unminified and without source maps: it is deployed to tests only, and builds in seconds.
'use strict';

const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { resolveRemote } = require('./deploy-remote');

const REPO = path.resolve(__dirname, '..', '..');
const WEBPACK_CLI = require.resolve('webpack-cli/bin/cli.js');

/**
 * @param {object} options
 * @param {string} options.remote container name or workspace folder
 * @param {string} options.outDir where the build goes (webpack --output-path)
 * @param {{ SMUNITY_BUILD_LABEL?: string, SMUNITY_FAULT?: 'render' }} options.variant
 * @returns {Promise<{ buildId: string, dir: string }>}
 */
function buildRemoteVariant({ remote, outDir, variant }) {
  const { folder } = resolveRemote(remote);
  const args = [
    WEBPACK_CLI,
    ...['--mode', 'production', '--no-devtool', '--no-optimization-minimize'],
    ...['--output-path', outDir],
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: path.join(REPO, folder),
      env: { ...process.env, ...variant },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`The ${folder} variant build failed (${code}):\n${output.slice(-2000)}`));
        return;
      }
      const { buildId } = JSON.parse(fs.readFileSync(path.join(outDir, 'build-info.json'), 'utf8'));
      resolve({ buildId, dir: outDir });
    });
  });
}

module.exports = { buildRemoteVariant };
