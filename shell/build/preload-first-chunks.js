// Preload hints for the first chunks (issue 12, docs/benchmarks.md "Pages on a phone"): main.js
// only imports ./bootstrap (the async boundary the shared singletons need), so the app's own
// chunk — routes, layout, home page — and its CSS would be requested only once main.js has
// arrived and run: one more round trip before anything shows (150 ms and more on a phone). The
// page names them in <head> instead, so the browser fetches them alongside main.js. The same for
// /remotes.json, which the bootstrap reads first (options.fetches): it is on its way before main.js
// has run.
'use strict';

const HtmlWebpackPlugin = require('html-webpack-plugin');

const AS = { '.js': 'script', '.css': 'style' };

/** The files of the chunks the entry loads at once through import() (its child chunk groups). */
function firstChunkFiles(compilation, entryName) {
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) throw new Error(`No entry named ${entryName}.`);
  const entryFiles = new Set(entry.getFiles());
  const files = entry
    .getChildren()
    .flatMap((group) => group.getFiles())
    .filter(
      (file) => !entryFiles.has(file) && !file.endsWith('.map') && !file.includes('.hot-update.'),
    );
  return [...new Set(files)];
}

class PreloadFirstChunksPlugin {
  /** @param {{ entry?: string, publicPath?: string, fetches?: string[] }} [options] */
  constructor({ entry = 'main', publicPath = '/', fetches = [] } = {}) {
    this.entry = entry;
    this.publicPath = publicPath;
    this.fetches = fetches;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadFirstChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadFirstChunksPlugin',
        (data) => {
          const hints = firstChunkFiles(compilation, this.entry).flatMap((file) => {
            const as = AS[file.slice(file.lastIndexOf('.'))];
            if (!as) return [];
            return [
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as,
                href: `${this.publicPath}${file}`,
              }),
            ];
          });
          // crossorigin: fetch() asks in cors mode; a preload must ask the same way to be used.
          const fetchHints = this.fetches.map((href) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'fetch',
              href,
              crossorigin: 'anonymous',
            }),
          );
          data.headTags.push(...fetchHints, ...hints);
          return data;
        },
      );
    });
  }
}

module.exports = { PreloadFirstChunksPlugin, firstChunkFiles };
