// `//# allFunctionsCalledOnLoad` at the top of every script of a production build (docs/adr/0066).
// Without it V8 compiles only a script's top level while the file streams in, on a background
// thread, and each function when it is first called, on the main thread: a webpack module is a
// function, so evaluating React DOM or the federation runtime compiled it there, in the task that
// ran it (10–40 ms on this machine, four times that on the simulated phone). With the hint
// Chromium compiles every function of the file on the streaming thread. Every script of these
// builds runs as soon as it is loaded (the idle download only fills the HTTP cache, ADR 0057), so
// the hint is true of each; browsers without it read a comment. Not of a chunk loaded for code
// that mostly runs later, when called (a parser, most of whose paths a given text never takes):
// compiling all of it ahead cost more on the main thread (the compile's last step is there) than
// compiling what runs; its app names it (onDemandChunks) and its files are left without the hint.
'use strict';

const { Compilation, sources } = require('webpack');

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const SCRIPT = /\.m?js$/;

class CompileHintsPlugin {
  /**
   * @param {{ onDemandChunks?: string[] }} [options] the names (webpackChunkName) of chunks whose
   *   code mostly runs later, when called: the files only they load keep V8's lazy compile
   */
  constructor({ onDemandChunks = [] } = {}) {
    this.onDemandChunks = new Set(onDemandChunks);
  }

  /** @param {import('webpack').Compilation} compilation */
  onDemandFiles(compilation) {
    const files = new Set();
    for (const chunk of compilation.chunks) {
      const groups = [...chunk.groupsIterable];
      const onDemand =
        groups.length > 0 && groups.every((group) => this.onDemandChunks.has(group.name ?? ''));
      if (onDemand) for (const file of chunk.files) files.add(file);
    }
    return files;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the minifier (which drops comments and puts its license note first), before the
        // source maps (DEV_TOOLING) so they count the added line, and before the content hashes.
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const onDemand = this.onDemandFiles(compilation);
          for (const asset of compilation.getAssets()) {
            if (!SCRIPT.test(asset.name) || onDemand.has(asset.name)) continue;
            compilation.updateAsset(
              asset.name,
              (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source),
            );
          }
        },
      );
    });
  }
}

module.exports = { COMPILE_HINT, CompileHintsPlugin };
