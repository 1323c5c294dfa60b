// `//# allFunctionsCalledOnLoad` at the top of every script of a production build (docs/adr/0066).
// Without it V8 compiles only a script's top level while the file streams in, on a background
// thread, and each function when it is first called, on the main thread: a webpack module is a
// function, so evaluating React DOM or the federation runtime compiled it there, in the task that
// ran it (10–40 ms on this machine, four times that on the simulated phone). With the hint
// Chromium compiles every function of the file on the streaming thread. Every script of these
// builds runs as soon as it is loaded (the idle download only fills the HTTP cache, ADR 0057), so
// the hint is true of each; browsers without it read a comment.
'use strict';

const { Compilation, sources } = require('webpack');

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const SCRIPT = /\.m?js$/;

class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the minifier (which drops comments and puts its license note first), before the
        // source maps (DEV_TOOLING) so they count the added line, and before the content hashes.
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!SCRIPT.test(asset.name)) continue;
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
