// The packages every app shares once per page (Module Federation singletons): what a remote
// consumes, what the shell offers at run time, and the offer written for the contract check
// (tools/contracts). The one webpack configuration (webpack.js) builds with them.
'use strict';

const fs = require('fs');
const path = require('path');
const { Compilation, sources } = require('webpack');

// Shared once per page (the remotes' side; the shell offers HOST_SHARE_KEYS at run time).
// The trailing-slash keys share subpaths too (react-dom/client,
// react/jsx-runtime, react-router/dom); without them React 19 ships a second react-dom/client
// in every remote. react-router-dom only re-exports react-router in v7, so both are shared.
const SINGLETONS = {
  react: 'react',
  'react/': 'react',
  'react-dom': 'react-dom',
  'react-dom/': 'react-dom',
  'react-router': 'react-router',
  'react-router/': 'react-router',
  'react-router-dom': 'react-router-dom',
  zustand: 'zustand',
  // One IntlProvider context per page: shared-ui's components read the texts an area provides.
  'react-intl': 'react-intl',
  '@smunity/shared-auth': '@smunity/shared-auth',
  '@smunity/shared-ui': '@smunity/shared-ui',
  // Not mf-platform: nothing in it holds page state. The parcel and standalone bootstraps belong in
  // the remote's own bundle (a parcel runs on whatever React its remote brings), the shell reads
  // the registry as data, and the singleton guard keeps one page-wide registry however many copies
  // of it load.
};

/**
 * The app's version range of a shared package: every app depends on each of them.
 * @param {Record<string, string>} dependencies the app's package.json dependencies
 * @param {string} packageName
 */
function sharedRange(dependencies, packageName) {
  const range = dependencies[packageName];
  if (!range)
    throw new Error(`"${packageName}" is shared by every app, so it must be a dependency.`);
  return range;
}

/**
 * A remote's shared modules: consumed from the shell's offer, its own copy only as a fallback.
 * @param {Record<string, string>} dependencies the app's package.json dependencies
 */
function sharedSingletons(dependencies) {
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([shareKey, packageName]) => {
      const requiredVersion = sharedRange(dependencies, packageName);
      return [shareKey, { singleton: true, requiredVersion, ...sharedVersionOf(packageName) }];
    }),
  );
}

/**
 * In production the react-router keys resolve to mf-platform/build/react-router-client.mjs, whose
 * nearest package.json is mf-platform's: the version offered to the other apps stays the
 * installed package's, so version ranges and the remote contract check mean what they say.
 * @param {string} packageName
 */
function sharedVersionOf(packageName) {
  if (packageName !== 'react-router' && packageName !== 'react-router-dom') return {};
  return { version: installedVersion(packageName) };
}

/**
 * The version of a package as installed for the app in `dir` (default: this folder's).
 * @param {string} packageName
 * @param {string} [dir]
 */
function installedVersion(packageName, dir = __dirname) {
  // From the package's entry up to its package.json: some packages (react-intl) do not export it.
  let folder = path.dirname(require.resolve(packageName, { paths: [dir] }));
  for (; folder !== path.dirname(folder); folder = path.dirname(folder)) {
    const manifest = path.join(folder, 'package.json');
    if (fs.existsSync(manifest) && require(manifest).name === packageName) {
      return require(manifest).version;
    }
  }
  throw new Error(`No package.json of ${packageName} above its entry, from ${dir}.`);
}

/**
 * What the shell offers the remotes, key by key. The shell has no federation plugin (its runtime
 * loads with the first area, docs/adr/0028), so nothing shares subpaths by prefix for it: every
 * subpath a remote may consume is listed, and the contract check (tools/contracts) fails when a
 * remote consumes a key of these packages that is not here.
 */
const HOST_SHARE_KEYS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router': 'react-router',
  'react-router-dom': 'react-router-dom',
  'react-router/dom': 'react-router',
  zustand: 'zustand',
  'react-intl': 'react-intl',
  '@smunity/shared-auth': '@smunity/shared-auth',
  '@smunity/shared-ui': '@smunity/shared-ui',
};

/**
 * The shell's offer: each key with the installed version and the shell's own range. Written to
 * dist/shared-offer.json for the checks; compiled into the shell as process.env.SHARED_SINGLETONS
 * without the ranges (compiledOffer).
 * @param {Record<string, string>} dependencies the shell's package.json dependencies
 * @param {string} dir the shell's folder, to resolve the installed packages from
 * @returns {Array<{ name: string, version: string, requiredVersion: string, singleton: true }>}
 */
function hostShareOffer(dependencies, dir) {
  return Object.entries(HOST_SHARE_KEYS).map(([name, packageName]) => {
    const requiredVersion = sharedRange(dependencies, packageName);
    return { name, version: installedVersion(packageName, dir), requiredVersion, singleton: true };
  });
}

/**
 * What the shell's code is given of its offer: the keys and versions. The ranges are for the
 * checks (shared-offer.json); the runtime is given none (shell/src/remotes/sharedOffer.ts).
 * @param {ReturnType<typeof hostShareOffer>} offer
 */
const compiledOffer = (offer) => offer.map(({ name, version }) => ({ name, version }));

/** Writes dist/shared-offer.json: { name, shared } in the shape of a manifest's shared list. */
class SharedOfferPlugin {
  /** @param {{ name: string, shared: ReturnType<typeof hostShareOffer> }} offer */
  constructor(offer) {
    this.json = `${JSON.stringify(offer, null, 2)}\n`;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedOfferPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SharedOfferPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('shared-offer.json', new sources.RawSource(this.json)),
      );
    });
  }
}

module.exports = {
  HOST_SHARE_KEYS,
  SharedOfferPlugin,
  compiledOffer,
  hostShareOffer,
  sharedSingletons,
};
