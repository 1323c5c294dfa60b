// The home page's first view, prerendered at build (docs/adr/0035): a phone shows the page as soon
// as the HTML arrives instead of after main.js has downloaded and run (a second or more on 3G).
//
// - `prerenderConfig` derives, from the shell's own configuration, a Node build of
//   src/prerender.tsx (same sources, same compiled-in values, the full React Router instead of
//   the browser slice); webpack builds it first (`dependencies`).
// - `FirstViewPlugin` then, in the browser build, renders `/` for a guest into `home.html`: the
//   built index.html with the markup in #root and the first chunks' CSS inlined as <style
//   data-href> (mini-css-extract takes it as the stylesheet loaded, so it is not fetched again).
//   The shell's server sends it for `/` to a visitor without a session, and the page's CSP allows
//   exactly those styles by their hash (site-server/src/first-view.js).
// - It also hands the page server what renders `/` with the member counts, a guest's or in a
//   member's frame (docs/adr/0068): the Node build itself as home-renderer.<hash>.js (one file: the renderer's
//   sandbox reads no other) and home-page.json in each language (its reads, the document around
//   #root: mf-platform/contract/home-page-file.js). home.html, with the counts loading, is what
//   `/` is when the api or the render is not there in time.
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { DefinePlugin, optimize } = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const {
  AREA_FRAMES_FILE,
  areaFramesFrom,
} = require('@smunity/mf-platform/contract/area-frames-file');
const { HOME_PAGE_FILE, homePageFrom } = require('@smunity/mf-platform/contract/home-page-file');
const { SITE_LANGUAGES, fileInLanguage } = require('@smunity/site-language');
const { firstChunkFiles } = require('./preload-first-chunks');

const PRERENDER_NAME = 'prerender';
/** Prerendered in each language (index.en.html → home.en.html). */
const PAGES = [{ path: '/', file: 'home.html' }];
/** The shell's chunk every area loads (src/remotes/remoteAreas.ts), as build/area-chunks.js. */
const AREA_CHUNK_GROUP = 'federation';

/** Where the Node build goes: a build cache, never served. */
const outputDir = (dir) => path.join(dir, 'node_modules', '.cache', 'first-view');

/**
 * @param {import('webpack').Configuration} web the shell's browser configuration
 * @param {string} dir the shell's folder
 * @returns {import('webpack').Configuration}
 */
function prerenderConfig(web, dir) {
  return {
    name: PRERENDER_NAME,
    mode: web.mode,
    context: web.context,
    target: 'node',
    devtool: false,
    entry: { [PRERENDER_NAME]: './src/prerender.tsx' },
    output: {
      path: outputDir(dir),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: web.resolve.extensions },
    module: web.module,
    optimization: { minimize: false, splitChunks: false },
    // The values compiled into the page (commit, versions, analytics) must be the same in both.
    plugins: [
      ...web.plugins.filter(
        (plugin) => plugin instanceof DefinePlugin || plugin instanceof MiniCssExtractPlugin,
      ),
      // One file: the page server's renderer runs it in a sandbox that can read no other.
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
  };
}

const escapeForStyle = (css) => css.replaceAll('</style', '<\\/style');
// Without the source map comment: the hash of what is inlined is all the CSP knows.
const withoutSourceMap = (css) => css.replace(/\n?\/\*# sourceMappingURL=.*\*\/\s*$/, '');

/**
 * The page of an area for a guest, around #root's content: the home page's document (first CSS
 * inline) with the area's chunk CSS inline too (the federation chunk's: shared-ui's components).
 */
function areaPageAround(html, root, areaStyles) {
  const [head, tail] = html.replace('</head>', () => `${areaStyles}</head>`).split(root);
  return { head: `${head}<div id="root">`, tail: `</div>${tail}` };
}

/**
 * A frame's markup split where the area's content goes: the one Suspense boundary React could
 * not finish (the area's loading state), which the shell's server replaces with a finished
 * boundary holding the remote's prerendered markup (<!--$-->…<!--/$-->), so the browser
 * hydrates that markup once the remote has loaded.
 */
function aroundTheArea(markup, pagePath) {
  const boundaries = [...markup.matchAll(/<!--\$!-->[\s\S]*?<!--\/\$-->/g)];
  if (boundaries.length !== 1) {
    throw new Error(
      `${pagePath}: expected the area's one loading boundary, found ${boundaries.length}.`,
    );
  }
  const [{ 0: boundary, index }] = boundaries;
  return { before: markup.slice(0, index), after: markup.slice(index + boundary.length) };
}
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The page with the first chunks' CSS inline where index.html preloads it.
 * @param {string} page a built document (index.html, index.en.html)
 * @param {import('webpack').Compilation} compilation
 * @param {string[]} styles the first chunks' CSS files
 * @param {string} publicPath
 */
function withFirstStyles(page, compilation, styles, publicPath) {
  let html = page;
  for (const file of styles) {
    const href = `${publicPath}${file}`;
    // html-webpack-plugin minifies: attributes may or may not be quoted.
    const preload = new RegExp(
      `<link rel="?preload"? as="?style"? href="?${escapeRegExp(href)}"?>`,
    );
    if (!preload.test(html)) throw new Error(`index.html does not preload ${href}.`);
    const inline = withoutSourceMap(compilation.getAsset(file).source.source().toString());
    html = html.replace(
      preload,
      () => `<style data-href="${href}">${escapeForStyle(inline)}</style>`,
    );
  }
  return html;
}

class FirstViewPlugin {
  constructor({ dir, entry = 'main', publicPath = '/' }) {
    this.bundle = path.join(outputDir(dir), `${PRERENDER_NAME}.js`);
    this.entry = entry;
    this.publicPath = publicPath;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstViewPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After html-webpack-plugin (OPTIMIZE_INLINE), before the build id and the .br/.gz copies.
        { name: 'FirstViewPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => this.emitFirstViews(compilation),
      );
    });
  }

  /**
   * The Node build as a file of this build, named by its content: the page server's renderer
   * keeps a bundle per name, and a new build's must never be taken for the old one's.
   * @param {import('webpack').Compilation} compilation
   * @returns {string} its file name
   */
  emitRenderer(compilation) {
    const source = fs.readFileSync(this.bundle);
    const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 16);
    const file = `home-renderer.${hash}.js`;
    compilation.emitAsset(file, new compilation.compiler.webpack.sources.RawSource(source));
    return file;
  }

  /** @param {import('webpack').Compilation} compilation */
  async emitFirstViews(compilation) {
    const { sources } = compilation.compiler.webpack;
    delete require.cache[this.bundle];
    const { HOME_READS, areaFrames, loadLanguage, renderFirstView } = require(this.bundle);
    // A render is synchronous: each language's catalog is loaded before.
    await Promise.all(SITE_LANGUAGES.map((language) => loadLanguage(language)));
    const first = firstChunkFiles(compilation, this.entry);
    const styles = first.filter((file) => file.endsWith('.css'));
    /** The language's document (build/document-texts.js), its first CSS inline. */
    const documentIn = (language) => {
      const file = fileInLanguage('index.html', language);
      const asset = compilation.getAsset(file);
      if (!asset) throw new Error(`The build has no ${file}.`);
      return withFirstStyles(
        asset.source.source().toString(),
        compilation,
        styles,
        this.publicPath,
      );
    };
    /** <style data-href> of a chunk group's CSS files (those not in the first load). */
    const inlineStyles = (groupName) => {
      const group = compilation.namedChunkGroups.get(groupName);
      if (!group) throw new Error(`No chunk group named ${groupName}.`);
      return group
        .getFiles()
        .filter((file) => file.endsWith('.css') && !first.includes(file))
        .map((file) => {
          const css = withoutSourceMap(compilation.getAsset(file).source.source().toString());
          return `<style data-href="${this.publicPath}${file}">${escapeForStyle(css)}</style>`;
        })
        .join('');
    };
    const root = /<div id="?root"?><\/div>/;
    const renderer = this.emitRenderer(compilation);
    for (const language of SITE_LANGUAGES) {
      const html = documentIn(language);
      if (!root.test(html)) throw new Error('index.html has no empty #root.');
      for (const { path: pagePath, file } of PAGES) {
        const markup = renderFirstView(pagePath, 'guest', language);
        const prerendered = html.replace(root, () => `<div id="root">${markup}</div>`);
        compilation.emitAsset(fileInLanguage(file, language), new sources.RawSource(prerendered));
      }
      // `/` with its data (docs/adr/0068), checked as the page server checks it.
      const home = homePageFrom({
        renderer,
        reads: [...HOME_READS],
        ...areaPageAround(html, root, ''),
      });
      compilation.emitAsset(
        fileInLanguage(HOME_PAGE_FILE, language),
        new sources.RawSource(`${JSON.stringify(home, null, 2)}\n`),
      );
    }
    // The frames of the areas' pages in each language (docs/adr/0041, 0044, 0062):
    // area-frames.json, area-frames.en.json, each checked as the page server checks it
    // (mf-platform/contract/area-frames-file.js).
    for (const language of SITE_LANGUAGES) {
      const framesFor = (audience) =>
        areaFrames(audience).map(({ current, path: pagePath }) => ({
          current,
          ...aroundTheArea(renderFirstView(pagePath, audience, language), pagePath),
        }));
      const frames = areaFramesFrom({
        ...areaPageAround(documentIn(language), root, inlineStyles(AREA_CHUNK_GROUP)),
        frames: framesFor('guest'),
        // A member's and an admin's frames, for a page rendered with the member's data
        // (docs/adr/0044); apart, so a server that predates them never gives them to a guest.
        memberFrames: { member: framesFor('member'), admin: framesFor('admin') },
      });
      compilation.emitAsset(
        fileInLanguage(AREA_FRAMES_FILE, language),
        new sources.RawSource(`${JSON.stringify(frames, null, 2)}\n`),
      );
    }
  }
}

module.exports = { FirstViewPlugin, PRERENDER_NAME, prerenderConfig };
