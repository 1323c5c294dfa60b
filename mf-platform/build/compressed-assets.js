// Writes a Brotli (.br) and a gzip (.gz) copy next to every text asset of a production build, so
// the static servers (site-server/src/static-server.js), nginx's gzip_static/brotli_static or a CDN
// serve compressed bytes without compressing on every request (docs/adr/0027).
'use strict';

const zlib = require('node:zlib');
const { Compilation, sources } = require('webpack');
const { COMPRESSIBLE } = require('../contract/compressible-files');

/**
 * Both at their strongest: compressed once per build, served many times.
 * @type {{ extension: string, compress: (buffer: Buffer) => Buffer }[]}
 */
const ENCODINGS = [
  {
    extension: '.br',
    compress: (buffer) =>
      zlib.brotliCompressSync(buffer, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
        },
      }),
  },
  { extension: '.gz', compress: (buffer) => zlib.gzipSync(buffer, { level: 9 }) },
];

/**
 * For each compressible asset, `<name>.br` and `<name>.gz`, each only when it is smaller than the
 * file itself (a tiny JSON can grow when compressed; the server then sends the file as it is).
 * Runs after every other stage (BuildInfoPlugin's digest included), so the copies hold the final
 * bytes and the build id stays a digest of the files the browser uses.
 */
class CompressedAssetsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompressedAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompressedAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 2 },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!COMPRESSIBLE.test(asset.name)) continue;
            const original = asset.source.buffer();
            for (const { extension, compress } of ENCODINGS) {
              const compressed = compress(original);
              if (compressed.length >= original.length) continue;
              compilation.emitAsset(
                `${asset.name}${extension}`,
                new sources.RawSource(compressed),
                {
                  // Not a module or a chunk of its own: a representation of the file it follows.
                  related: { sourceFile: asset.name },
                  compressed: true,
                },
              );
            }
          }
        },
      );
    });
  }
}

module.exports = { CompressedAssetsPlugin };
