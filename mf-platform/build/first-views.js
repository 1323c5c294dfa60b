// A remote's first views, prerendered by its own build (docs/adr/0041): a Node build of the
// remote's './routes' renders, for a guest, each route marked FIRST_VIEW (src/firstViews.tsx),
// and the browser build writes the markup to first-views.json next to mf-manifest.json. The
// shell's server reads the file of the build remotes.json names now (site-server/src/area-preload.js)
// and puts the markup into its prerendered frame, so a remote deployed alone or rolled back
// brings its own first views, and the shell never holds a remote's markup.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { DefinePlugin, experiments, optimize } = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { SITE_LANGUAGES, fileInLanguage } = require('@smunity/site-language');
const { FIRST_VIEWS_FILE, firstViewsFileFrom } = require('../contract/first-views-file');

const FIRST_VIEWS_NAME = 'first-views';
/**
 * The same Node build, served with the browser build: the shell's server runs it in a sandbox to
 * render a guest's page with its first api answers (docs/adr/0044).
 */
const RENDERER_FILE = 'first-view-renderer.js';
const ENTRY_MODULE = 'smunity-first-views';

/** Where the Node build goes: a build cache, never served (unless --output-path moves it). */
const outputDir = (dir) => path.join(dir, 'node_modules', '.cache', FIRST_VIEWS_NAME);

/**
 * Tells the browser build where the Node build wrote its bundle: `webpack --output-path`
 * (a variant build: tools/deploy/build-remote-variant.js) moves both builds' output, and the
 * browser build must render this run's routes, never a bundle an earlier build left.
 */
class BundleHandoffPlugin {
  /** @param {{ bundle?: string }} handoff */
  constructor(handoff) {
    this.handoff = handoff;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap('BundleHandoffPlugin', (compilation) => {
      this.handoff.bundle = path.join(
        compilation.outputOptions.path ?? '',
        `${FIRST_VIEWS_NAME}.js`,
      );
    });
  }
}

/**
 * The Node build of the remote's first views, derived from its browser configuration (same
 * loaders, same compiled-in values, the full React Router instead of the browser slice).
 * @param {object} options
 * @param {import('webpack').Configuration} options.web the remote's browser configuration
 * @param {string} options.dir the remote's folder
 * @param {string} options.area where the shell mounts the remote ('/qna')
 * @param {string} options.routesModule what './routes' exposes (a file, or the variant's module)
 * @param {Record<string, { type: string, source: () => string }>} [options.virtualModules]
 *   the browser build's virtual modules (a variant build's routes)
 * @returns {{ config: import('webpack').Configuration, plugin: FirstViewsPlugin }} the Node
 *   build, and the plugin of the browser build that writes first-views.json from it
 */
function firstViewsBuild({ web, dir, area, routesModule, virtualModules = {} }) {
  /** @type {{ bundle?: string }} */
  const handoff = {};
  return {
    config: nodeConfig({ web, dir, area, routesModule, virtualModules, handoff }),
    plugin: new FirstViewsPlugin({ area, handoff }),
  };
}

/**
 * @param {Parameters<typeof firstViewsBuild>[0] & { handoff: { bundle?: string } }} options
 * @returns {import('webpack').Configuration}
 */
function nodeConfig({ web, dir, area, routesModule, virtualModules = {}, handoff }) {
  const routes = routesModule.startsWith('virtual:')
    ? routesModule
    : path.resolve(dir, routesModule);
  const source = [
    "import { createElement } from 'react';",
    `import { routes } from ${JSON.stringify(routes)};`,
    "import { renderForMember } from '@smunity/shared-auth';",
    "import { InPageLanguage, loadRouteMessages, seedFirstData } from '@smunity/shared-ui';",
    "import { firstViewsFile, renderAreaPath } from '@smunity/mf-platform/src/firstViews';",
    "import { serverRenderReady } from '@smunity/mf-platform/src/serverRender';",
    `const area = ${JSON.stringify(area)};`,
    // The area in the page's language (docs/adr/0062): its catalogs loaded first, as a render is
    // synchronous; so is the code its components load on demand in the browser (docs/adr/0070).
    'const inLanguage = (language) => (page) => createElement(InPageLanguage, { locale: language }, page);',
    // Started as the bundle is loaded (the page server loads it before its first page): the first
    // render must not wait for it. Without it a component renders as it can (a post as typed).
    'const loaded = serverRenderReady().catch((error) => console.warn(`not loaded for server renders: ${error}`));',
    'const ready = (language) => Promise.all([loadRouteMessages(routes, language), loaded]);',
    'export async function render(language) {',
    '  await ready(language);',
    '  return firstViewsFile(routes, area, console.warn, inLanguage(language));',
    '}',
    // A page with the api's answers its hooks start from (shared-ui's firstData), for a guest or
    // for a member ({ username, memberRole }: shared-auth's renderForMember), then none again;
    // nothing awaited between the seeding and the render, so renders never mix.
    "export async function renderPage(path, answers, member = null, language = 'ko') {",
    '  await ready(language);',
    '  seedFirstData(answers);',
    '  renderForMember(member);',
    '  try {',
    '    return renderAreaPath(routes, area, path, inLanguage(language));',
    '  } finally {',
    '    seedFirstData({});',
    '    renderForMember(null);',
    '  }',
    '}',
  ].join('\n');
  return {
    name: FIRST_VIEWS_NAME,
    mode: web.mode,
    context: web.context,
    target: 'node',
    devtool: false,
    entry: { [FIRST_VIEWS_NAME]: `virtual:${ENTRY_MODULE}` },
    output: {
      path: outputDir(dir),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: web.resolve?.extensions },
    module: web.module,
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      // One file: the sandbox that runs it (site-server/src/view-renderer.js) can read no other.
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...(web.plugins ?? []).filter(
        (plugin) => plugin instanceof DefinePlugin || plugin instanceof MiniCssExtractPlugin,
      ),
      new experiments.schemes.VirtualUrlPlugin({
        ...virtualModules,
        [ENTRY_MODULE]: { type: '.js', source: () => source },
      }),
      new BundleHandoffPlugin(handoff),
    ],
  };
}

/**
 * Writes first-views.json: { area, renderer: 'first-view-renderer.js' (RENDERER_FILE), views: { '<path in the area>': '<markup>' },
 * data: { '<path in the area>': ['/api/…'] } (what a view's page fetches first for a guest),
 * optionalData: { '<path in the area>': ['/api/…'] } (what it may fetch next: held when a guest's
 * page is rendered with its data, docs/adr/0044, never preloaded),
 * patterns: { 'questions/:id': { params: { id: '<format>' }, view, data: ['/api/…/:id'],
 * optionalData?: ['/api/…/:id/…'] } },
 * memberData: { '<path in the area>': ['/api/…'] } (what a members' page fetches first:
 * docs/adr/0042) }.
 */
class FirstViewsPlugin {
  /** @param {{ area: string, handoff: { bundle?: string } }} options */
  constructor({ area, handoff }) {
    this.area = area;
    this.handoff = handoff;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstViewsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // Before the build id (it digests every file) and the .br/.gz copies.
        { name: 'FirstViewsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        async () => {
          const { bundle } = this.handoff;
          if (!bundle) throw new Error('The first views were not built before the page.');
          delete require.cache[bundle];
          const { render } = require(bundle);
          // One file per language (first-views.json, first-views.en.json: docs/adr/0062), each
          // checked as the page server checks it (mf-platform/contract/first-views-file.js).
          for (const language of SITE_LANGUAGES) {
            const file = firstViewsFileFrom({
              area: this.area,
              renderer: RENDERER_FILE,
              ...(await render(language)),
            });
            compilation.emitAsset(
              fileInLanguage(FIRST_VIEWS_FILE, language),
              new sources.RawSource(`${JSON.stringify(file, null, 2)}\n`),
            );
          }
          compilation.emitAsset(RENDERER_FILE, new sources.RawSource(fs.readFileSync(bundle)));
        },
      );
    });
  }
}

module.exports = { FIRST_VIEWS_NAME, RENDERER_FILE, firstViewsBuild };
