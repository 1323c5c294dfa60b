// The build's .br and .gz siblings: next to each text asset, decoding to its bytes, and left out
// where compression would not save a byte.
// (mf-platform/build/compressed-assets.js; here because its tests run in the browser-like jsdom.)
'use strict';

const { describe, expect, it } = require('@jest/globals');

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const { CompressedAssetsPlugin } = require('@smunity/mf-platform/build/compressed-assets');

function build(dir) {
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: './index.js',
        output: { path: path.join(dir, 'dist'), filename: 'main.[contenthash:8].js' },
        devtool: 'source-map',
        plugins: [
          {
            apply(compiler) {
              compiler.hooks.thisCompilation.tap('Extra', (compilation) => {
                compilation.hooks.processAssets.tap('Extra', () => {
                  compilation.emitAsset(
                    'mf-manifest.json',
                    new webpack.sources.RawSource(JSON.stringify({ name: 'x'.repeat(2000) })),
                  );
                  compilation.emitAsset('tiny.json', new webpack.sources.RawSource('{}'));
                  compilation.emitAsset(
                    'icon.png',
                    new webpack.sources.RawSource('png'.repeat(400)),
                  );
                });
              });
            },
          },
          new CompressedAssetsPlugin(),
        ],
      },
      (error, stats) => (error || !stats ? reject(error) : resolve(stats)),
    );
  });
}

describe('CompressedAssetsPlugin', () => {
  it('writes .br and .gz next to each script and JSON file, where they are smaller', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compressed-assets-'));
    fs.writeFileSync(
      path.join(dir, 'index.js'),
      `console.log(${JSON.stringify('스뮤니티 졸업요건 '.repeat(300))});`,
    );
    const stats = await build(dir);
    expect(stats.hasErrors()).toBe(false);
    const files = fs.readdirSync(path.join(dir, 'dist'));
    const script = files.find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file));
    if (script === undefined) throw new Error(`no main.<hash>.js among ${files.join(', ')}`);
    for (const name of [script, 'mf-manifest.json']) {
      const original = fs.readFileSync(path.join(dir, 'dist', name));
      const br = fs.readFileSync(path.join(dir, 'dist', `${name}.br`));
      const gz = fs.readFileSync(path.join(dir, 'dist', `${name}.gz`));
      expect(zlib.brotliDecompressSync(br)).toEqual(original);
      expect(zlib.gunzipSync(gz)).toEqual(original);
      expect(br.length).toBeLessThan(original.length);
    }
    // Two bytes only grow; images and source maps are not text the browser downloads.
    expect(files).not.toContain('tiny.json.gz');
    expect(files.filter((file) => /\.(png|map)\.(br|gz)$/.test(file))).toEqual([]);
  }, 60_000);
});
