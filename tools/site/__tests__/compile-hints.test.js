// The compile hint on every script of a production build: its first line, in the entry and in a
// lazy chunk, after the minifier (which would drop it), and a source map that still finds each
// name; none on the files of a chunk its app names as run on demand
// (mf-platform/build/compile-hints.js, docs/adr/0066).
'use strict';

const { afterEach, describe, expect, it } = require('@jest/globals');

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { SourceMapConsumer } = require('source-map-js');
const { COMPILE_HINT, CompileHintsPlugin } = require('@smunity/mf-platform/build/compile-hints');

const projects = [];

/** A folder holding `files` (name → text), removed after the test. */
function projectWith(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  projects.push(dir);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

afterEach(() => {
  for (const dir of projects.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function build(dir, options) {
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: './index.js',
        output: {
          path: path.join(dir, 'dist'),
          filename: '[name].[contenthash:8].js',
          chunkFilename: '[name].[contenthash:8].js',
        },
        devtool: 'source-map',
        plugins: [new CompileHintsPlugin(options)],
      },
      (error, stats) => (error || !stats ? reject(error) : resolve(stats)),
    );
  });
}

describe('CompileHintsPlugin', () => {
  it('puts the hint first in every script and keeps the maps true', async () => {
    const dir = projectWith({
      'index.js': [
        'export function graduationCredits(rows) {',
        '  return rows.reduce((sum, row) => sum + row.credits, 0);',
        '}',
        "import('./later').then(({ later }) => console.log(later(graduationCredits([]))));",
      ].join('\n'),
      'later.js': 'export const later = (n) => n + 1;\n',
    });
    const stats = await build(dir);
    expect(stats.hasErrors()).toBe(false);

    const scripts = fs.readdirSync(path.join(dir, 'dist')).filter((file) => file.endsWith('.js'));
    expect(scripts).toHaveLength(2);
    for (const script of scripts) {
      const text = fs.readFileSync(path.join(dir, 'dist', script), 'utf8');
      expect(text.split('\n')[0]).toBe(COMPILE_HINT);
      const map = new SourceMapConsumer(
        JSON.parse(fs.readFileSync(path.join(dir, 'dist', `${script}.map`), 'utf8')),
      );
      // Every mapped position of the file lies on a line after the hint.
      let mapped = 0;
      map.eachMapping((mapping) => {
        mapped += 1;
        expect(mapping.generatedLine).toBeGreaterThan(1);
      });
      expect(mapped).toBeGreaterThan(0);
    }

    const main = scripts.find((file) => file.startsWith('main.')) ?? 'no main script';
    const lines = fs.readFileSync(path.join(dir, 'dist', main), 'utf8').split('\n');
    const map = new SourceMapConsumer(
      JSON.parse(fs.readFileSync(path.join(dir, 'dist', `${main}.map`), 'utf8')),
    );
    const line = lines.findIndex((text) => text.includes('.credits'));
    const column = (lines[line] ?? '').indexOf('.credits') + 1;
    expect(map.originalPositionFor({ line: line + 1, column })).toMatchObject({
      source: expect.stringContaining('index.js'),
      line: 2,
    });
  });

  it('leaves the files of an on-demand chunk without the hint, and only those', async () => {
    const dir = projectWith({
      'index.js': [
        "import(/* webpackChunkName: \"parser\" */ './parser').then(({ parse }) => parse('**'));",
        'import(/* webpackChunkName: "page" */ \'./page\').then(({ page }) => page());',
      ].join('\n'),
      'parser.js': 'export const parse = (text) => text.length;\n',
      'page.js': 'export const page = () => 1;\n',
    });
    const stats = await build(dir, { onDemandChunks: ['parser'] });
    expect(stats.hasErrors()).toBe(false);

    const firstLine = (prefix) => {
      const file = fs.readdirSync(path.join(dir, 'dist')).find((name) => name.startsWith(prefix));
      if (!file?.endsWith('.js')) throw new Error(`No script ${prefix}*.js was built.`);
      return fs.readFileSync(path.join(dir, 'dist', file), 'utf8').split('\n')[0];
    };
    expect(firstLine('parser.')).not.toBe(COMPILE_HINT);
    expect(firstLine('page.')).toBe(COMPILE_HINT);
    expect(firstLine('main.')).toBe(COMPILE_HINT);
  });
});
