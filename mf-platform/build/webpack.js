// The one webpack configuration of the four front-end apps (the shell and the three remotes).
// The Module Federation rules it encodes are binding (docs/architecture.md §2):
// underscored container names, runtime discovery only (no build-time remotes), mf-manifest.json,
// publicPath 'auto' for remotes, no single runtime chunk, and the same singletons everywhere.
const crypto = require('crypto');
const path = require('path');
const { Compilation, DefinePlugin, sources, experiments } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { CompileHintsPlugin } = require('./compile-hints');
const { CompressedAssetsPlugin } = require('./compressed-assets');
const { devServerHeaders } = require('./security-headers');
const { FIRST_VIEWS_NAME, firstViewsBuild } = require('./first-views');
const { shellBootLibraries } = require('./shell-boot-chunks');
const { remotes: REMOTES } = require('../remotes.registry.json');
const {
  HOST_SHARE_KEYS,
  SharedOfferPlugin,
  compiledOffer,
  hostShareOffer,
  sharedSingletons,
} = require('./shared-singletons');
const { formatjsRuntime } = require('./formatjs-runtime');

/**
 * The modules every remote exposes, at the same place in every remote: the shell loads one of
 * them per area (remotes.json "mode"), tools/contracts/check-contracts.js checks the manifests.
 */
const REMOTE_EXPOSES = { './routes': './src/routes.tsx', './parcel': './src/parcel.tsx' };

/** Exposed too by a remote whose registry entry has `header: true` (docs/adr/0034). */
const HEADER_EXPOSE = { './header': './src/header.ts' };

/**
 * react-router 7 exports only its development build (dev warnings on); its production build sits
 * next to it. The apps' requests (react-router, react-router-dom, react-router/dom) all resolve to
 * the client-only slice of that build, react-router-client.mjs (docs/adr/0006); aliased by exact
 * request, so the shared keys still match and every app provides and consumes the same module.
 */
function reactRouterProductionBuild() {
  const dist = path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist/production',
  );
  const clientSlice = path.join(__dirname, 'react-router-client.mjs');
  return {
    'react-router$': clientSlice,
    'react-router-dom$': clientSlice,
    'react-router/dom$': clientSlice,
    'react-router-production-build$': path.join(dist, 'index.mjs'),
  };
}

/**
 * The file name of an entry chunk. webpack 5.111 asks the federation runtime module for it while
 * it computes hashes, before the chunk's content hash exists (module-federation/core#5077), and
 * fails on [contenthash]. That caller only needs the folder depth, so it gets the plain name.
 * @param {import('webpack').PathData} pathData
 */
function entryFileName(pathData) {
  const contentHashKnown = Boolean(pathData.chunk?.contentHash?.javascript);
  return pathData.contentHashType === 'javascript' && !contentHashKnown
    ? '[name].js'
    : '[name].[contenthash:8].js';
}

/**
 * Writes build-info.json next to the build: { name, container, version, buildId }. The build id is
 * a digest of every emitted file, so the same sources give the same id and any change gives a new
 * one; the deploy step (tools/deploy/deploy-remote.js) copies the build to <remote>/<buildId>/, a
 * path that is never written twice (docs/adr/0013).
 */
class BuildInfoPlugin {
  /** @param {{ name: string, container: string, version: string }} info */
  constructor(info) {
    this.info = info;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After every other stage, so the digest covers the final bytes of every file.
        { name: 'BuildInfoPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        () => {
          const digest = crypto.createHash('sha256');
          const assets = [...compilation.getAssets()].sort((a, b) => a.name.localeCompare(b.name));
          for (const asset of assets) digest.update(asset.name).update(asset.source.buffer());
          const buildId = `${this.info.version}-${digest.digest('hex').slice(0, 12)}`;
          const json = `${JSON.stringify({ ...this.info, buildId }, null, 2)}\n`;
          compilation.emitAsset('build-info.json', new sources.RawSource(json));
        },
      );
    });
  }
}

const VARIANT_FAULTS = ['render'];

/**
 * A variant build of a remote, made only by tests and drills, never by `npm run build`:
 * SMUNITY_BUILD_LABEL=text shows that text at the top of the remote's area (a visible change to
 * deploy), SMUNITY_FAULT=render makes the area throw while rendering (a crash to contain).
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ label: string, fault: string | null } | null}
 */
function buildVariantFrom(env) {
  const label = env.SMUNITY_BUILD_LABEL ?? '';
  const fault = env.SMUNITY_FAULT || null;
  if (fault && !VARIANT_FAULTS.includes(fault)) {
    throw new Error(`SMUNITY_FAULT=${fault}: the known faults are ${VARIANT_FAULTS.join(', ')}.`);
  }
  return label || fault ? { label, fault } : null;
}

/**
 * In a variant build, './routes' exposes a generated module that wraps the remote's own routes
 * (mf-platform/src/buildVariant.tsx); the remote's sources stay untouched and a normal build
 * contains none of it.
 * @param {string} dir
 * @param {Record<string, string>} exposes
 * @param {{ label: string, fault: string | null }} variant
 */
function variantExposes(dir, exposes, variant) {
  const routesModule = exposes['./routes'];
  if (!routesModule) throw new Error('A variant build needs the remote to expose ./routes.');
  const source = [
    `import { routes as remoteRoutes } from ${JSON.stringify(path.resolve(dir, routesModule))};`,
    "import { withBuildVariant } from '@smunity/mf-platform/src/buildVariant';",
    `export const routes = withBuildVariant(remoteRoutes, ${JSON.stringify(variant)});`,
  ].join('\n');
  return {
    exposes: { ...exposes, './routes': 'virtual:smunity-variant-routes' },
    virtualModules: { 'smunity-variant-routes': { type: '.js', source: () => source } },
  };
}

/**
 * @param {object} options
 * @param {string} options.dir the app's folder (holds package.json, src/; the shell also public/)
 * @param {string} options.name the federation container name, underscored (shell, mfe_accounts, …)
 * @param {Record<string, string>} [options.exposes] modules a remote offers, e.g. { './routes': './src/routes.tsx' }
 * @param {boolean} options.isHost true for the shell
 * @param {number} options.devPort port of `webpack serve`
 * @param {string[]} [options.buildEnv] environment variables compiled in as process.env.NAME ('' when unset)
 * @param {string} [options.area] a remote's area in the registry ('/qna'): its first views are
 *   prerendered for it
 * @param {string[]} [options.onDemandChunks] chunks (webpackChunkName) whose code mostly runs
 *   later, when called: no compile hint on them (build/compile-hints.js)
 * @returns {(env: unknown, argv: { mode?: 'production' | 'development' }) =>
 *   import('webpack').Configuration | import('webpack').Configuration[]}
 */
function createAppConfig({
  dir,
  name,
  exposes = {},
  isHost,
  devPort,
  buildEnv = [],
  area,
  onDemandChunks = [],
}) {
  const { name: packageName, version, dependencies = {} } = require(path.join(dir, 'package.json'));

  return (_env, argv) => {
    const mode = argv.mode ?? 'production';
    const isProduction = mode === 'production';
    const fileName = isProduction ? '[name].[contenthash:8]' : '[name]';
    const variant = isHost ? null : buildVariantFrom(process.env);
    const federated = variant
      ? variantExposes(dir, exposes, variant)
      : { exposes, virtualModules: undefined };
    const hostOffer = isHost ? hostShareOffer(dependencies, dir) : [];
    const formatjs = formatjsRuntime(dir);

    /** @type {import('webpack').Configuration} */
    const web = {
      mode,
      context: dir,
      // Never an eval devtool: the pages' CSP has no 'unsafe-eval', in `npm run dev` either.
      devtool: isProduction ? 'source-map' : 'cheap-module-source-map',
      // src/index.ts only does import('./bootstrap'): the async boundary lets the federation
      // runtime agree on the shared singletons before any React code runs. A remote's production
      // build has no page of its own (its standalone page is `npm run dev`'s): only its container.
      entry: isHost || !isProduction ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(dir, 'dist'),
        filename: isProduction ? entryFileName : '[name].js',
        chunkFilename: `${fileName}.js`,
        // A remote is served from its own origin and a versioned path that only remotes.json
        // knows, so it works out its public path at run time.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        // The shell clears this global when it loads another build of the remote into an open
        // page (shell/src/remotes/federation.ts, chunkRegistryOf): keep the two in step.
        chunkLoadingGlobal: `webpackChunk${name}`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: {
          ...(isProduction ? reactRouterProductionBuild() : {}),
          ...formatjs?.alias,
        },
      },
      module: {
        rules: [
          {
            // Workspace packages (shared-auth, shared-ui, mf-platform) are TypeScript sources; they resolve
            // through node_modules symlinks to their real folders, so this rule covers them.
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !isProduction } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          ...(formatjs ? [formatjs.rule] : []),
        ],
      },
      plugins: [
        // The shell is a plain app: it creates its federation instance when an area is first
        // wanted (shell/src/remotes/federation.ts) and offers its own modules as the singletons.
        ...(isHost
          ? [new SharedOfferPlugin({ name, shared: hostOffer })]
          : [
              new ModuleFederationPlugin({
                name,
                filename: 'remoteEntry.js',
                exposes: federated.exposes,
                shared: sharedSingletons(dependencies),
                shareStrategy: 'loaded-first',
                manifest: true,
                dts: false,
                experiments: {
                  // Browser-only runtime: leaves out the federation runtime's Node.js loading code.
                  optimization: { target: 'web' },
                  // In production the container runs on the shell's runtime core (the shell
                  // provides it: shell/src/remotes/federation.ts) instead of a copy of its own:
                  // 23 → 8 KB br on every area page (docs/adr/0006). `npm run dev` keeps the
                  // copy, for the remote's standalone page.
                  externalRuntime: isProduction,
                },
              }),
            ]),
        new MiniCssExtractPlugin({ filename: `${fileName}.css`, chunkFilename: `${fileName}.css` }),
        ...(isHost || !isProduction
          ? [
              new HtmlWebpackPlugin({
                // A remote's page of its own (npm run dev, standalone) is the same for every
                // remote; the shell's is its site's page.
                template: isHost
                  ? path.join(dir, 'public/index.html')
                  : path.join(__dirname, 'standalone-page.html'),
                // Only the app's own entry: a remote's remoteEntry.js is for hosts, not its page.
                chunks: ['main'],
                // Absolute, so deep links such as /accounts/password/reset find the scripts.
                publicPath: '/',
              }),
            ]
          : []),
        ...(federated.virtualModules
          ? [new experiments.schemes.VirtualUrlPlugin(federated.virtualModules)]
          : []),
        new BuildInfoPlugin({ name: packageName, container: name, version }),
        // Every function of a script compiled while it streams in, off the main thread (ADR 0066);
        // .br and .gz next to each text asset, for the static servers (docs/adr/0027).
        ...(isProduction
          ? [new CompileHintsPlugin({ onDemandChunks }), new CompressedAssetsPlugin()]
          : []),
        new DefinePlugin({
          'process.env.APP_VERSION': JSON.stringify(version),
          ...(isHost
            ? {
                'process.env.SHARED_SINGLETONS': JSON.stringify(
                  JSON.stringify(compiledOffer(hostOffer)),
                ),
              }
            : {}),
          ...Object.fromEntries(
            buildEnv.map((key) => [`process.env.${key}`, JSON.stringify(process.env[key] ?? '')]),
          ),
        }),
      ],
      // `npm run dev` starts from webpack's persistent cache (node_modules/.cache/webpack): a
      // restart without changes compiles nothing again. Entries are checked by content hash, never
      // by file time (ADR 0054); a production build always compiles (Nx caches its output).
      cache: isProduction
        ? false
        : {
            type: 'filesystem',
            buildDependencies: { config: [__filename, path.join(dir, 'webpack.config.js')] },
          },
      snapshot: isProduction
        ? undefined
        : { module: { hash: true }, resolve: { hash: true }, buildDependencies: { hash: true } },
      // Never runtimeChunk 'single': a federated container must carry its own runtime.
      optimization: {
        runtimeChunk: false,
        // Terser for the scripts ('...'), cssnano for the stylesheets: the page server inlines
        // them in every page, whose first answer must fit TCP's first round trip (docs/adr/0074).
        minimizer: ['...', new CssMinimizerPlugin()],
        ...(isHost && { splitChunks: { cacheGroups: shellBootLibraries } }),
      },
      performance: { hints: false },
      devServer: {
        host: '127.0.0.1',
        port: devPort,
        // CORS for the shell, and the site's security headers and CSP (./security-headers.js).
        headers: devServerHeaders({ devOrigins: devOrigins() }),
        historyApiFallback: true,
        // The shell's public/ (icons); a remote has no files besides its build.
        static: isHost ? { directory: path.join(dir, 'public'), watch: false } : false,
        // The shell's remotes.json in watch mode: every remote of the registry on its dev server.
        ...(isHost ? { setupMiddlewares: serveDevRemotesJson } : {}),
        // Same origin for the api as in production (the shell's server proxies it there too).
        proxy: [{ context: ['/api'], target: `http://127.0.0.1:${process.env.API_PORT ?? 3100}` }],
        client: { overlay: { warnings: false } },
      },
    };
    // A remote's production build prerenders its marked routes first (./first-views.js);
    // `webpack serve` renders in the browser only.
    if (isHost || !isProduction || !area) return web;
    const firstViews = firstViewsBuild({
      web,
      dir,
      area,
      routesModule: federated.exposes['./routes'],
      virtualModules: federated.virtualModules,
    });
    return [
      firstViews.config,
      {
        ...web,
        dependencies: [FIRST_VIEWS_NAME],
        plugins: [...(web.plugins ?? []), firstViews.plugin],
      },
    ];
  };
}

/** Every app's dev-server origin: the shell's and each registered remote's. */
function devOrigins() {
  return [Number(process.env.PORT ?? 3000), ...REMOTES.map(devPortOf)].map(
    (port) => `http://127.0.0.1:${port}`,
  );
}

/** A registered remote's dev-server port: its port variable (ACCOUNTS_PORT, …) or its default. */
function devPortOf(remote) {
  return Number(process.env[remote.portEnv] ?? remote.port);
}

/**
 * `webpack serve` of the shell answers /remotes.json itself, from the registry, so watch mode
 * needs no hand-kept file (`npm start` and deploys write the real one: tools/site).
 * @type {NonNullable<import('webpack-dev-server').Configuration['setupMiddlewares']>}
 */
function serveDevRemotesJson(middlewares) {
  const remotesJson = Object.fromEntries(
    REMOTES.map((remote) => [
      remote.container,
      `http://127.0.0.1:${devPortOf(remote)}/mf-manifest.json`,
    ]),
  );
  return [
    {
      name: 'remotes.json',
      path: '/remotes.json',
      middleware: (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-store');
        response.end(JSON.stringify(remotesJson));
      },
    },
    ...middlewares,
  ];
}

/**
 * The shell's configuration (the host: offers the singletons, exposes nothing).
 * @param {{ dir: string, buildEnv?: string[] }} options
 */
function createHostConfig({ dir, buildEnv }) {
  const devPort = Number(process.env.PORT ?? 3000);
  return createAppConfig({ dir, name: 'shell', isHost: true, devPort, buildEnv });
}

/**
 * A remote's configuration: its container name and dev port come from its entry in the registry
 * of remotes (mf-platform/remotes.registry.json), found by the remote's folder.
 * @param {{ dir: string, onDemandChunks?: string[] }} options onDemandChunks: see createAppConfig
 */
function createRemoteConfig({ dir, onDemandChunks }) {
  const folder = path.basename(dir);
  const remote = REMOTES.find((entry) => entry.folder === folder);
  if (!remote) {
    throw new Error(`${folder} is not in mf-platform/remotes.registry.json: add its entry there.`);
  }
  return createAppConfig({
    dir,
    name: remote.container,
    exposes: remote.header ? { ...REMOTE_EXPOSES, ...HEADER_EXPOSE } : REMOTE_EXPOSES,
    isHost: false,
    devPort: devPortOf(remote),
    area: remote.area,
    onDemandChunks,
  });
}

module.exports = {
  HEADER_EXPOSE,
  HOST_SHARE_KEYS,
  REMOTE_EXPOSES,
  createHostConfig,
  createRemoteConfig,
};
