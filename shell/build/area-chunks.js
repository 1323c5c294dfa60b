// area-chunks.json: the shell's own files an area's page needs beyond the first load, the
// federation chunk and its CSS (runtime, the singleton offer: docs/adr/0028). The shell's server names them in
// preload hints on the pages of an area (site-server/src/area-preload.js), with the remote's entry and
// chunks, so the whole chain loads alongside main.js instead of after it (docs/adr/0035).
'use strict';

const {
  AREA_CHUNKS_FILE,
  areaChunksFrom,
} = require('@smunity/mf-platform/contract/area-chunks-file');
const { firstChunkFiles } = require('./preload-first-chunks');

class AreaChunksPlugin {
  /** @param {{ chunkGroup?: string, entry?: string, publicPath?: string }} [options] */
  constructor({ chunkGroup = 'federation', entry = 'main', publicPath = '/' } = {}) {
    this.chunkGroup = chunkGroup;
    this.entry = entry;
    this.publicPath = publicPath;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AreaChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AreaChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const group = compilation.namedChunkGroups.get(this.chunkGroup);
          if (!group) throw new Error(`No chunk group named ${this.chunkGroup}.`);
          // What the first load already has (main.js and the chunks it preloads) is not repeated.
          const loaded = new Set([
            ...compilation.entrypoints.get(this.entry).getFiles(),
            ...firstChunkFiles(compilation, this.entry),
          ]);
          const files = (extension) =>
            group
              .getFiles()
              .filter((file) => file.endsWith(extension) && !loaded.has(file))
              .map((file) => `${this.publicPath}${file}`);
          // Checked as the page server checks it (mf-platform/contract/area-chunks-file.js).
          const chunks = areaChunksFrom({ scripts: files('.js'), styles: files('.css') });
          compilation.emitAsset(
            AREA_CHUNKS_FILE,
            new sources.RawSource(`${JSON.stringify(chunks, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { AreaChunksPlugin };
