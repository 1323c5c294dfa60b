// The shell's boot runs React DOM, then the app, a task each (the two import()s of
// shell/src/index.ts, docs/adr/0057). webpack would cut each import's libraries into chunks of
// their own; the libraries both load stay one vendor chunk instead, as before the split: two gzip
// streams instead of one cost the first load of `/` about 1 KB, over its budget.
'use strict';

/** splitChunks cache groups for the shell's build (webpack.js, the host's optimization). */
const shellBootLibraries = {
  vendor: {
    name: 'vendor',
    test: /[\\/]node_modules[\\/]/,
    chunks: isShellBootChunk,
    enforce: true,
    priority: 20,
  },
};

/** A chunk that shell/src/index.ts loads itself. @param {import('webpack').Chunk} chunk */
function isShellBootChunk(chunk) {
  return [...chunk.groupsIterable].some((group) =>
    group.origins.some(({ module }) =>
      /[\\/]shell[\\/]src[\\/]index\.ts$/.test(module?.nameForCondition() ?? ''),
    ),
  );
}

module.exports = { shellBootLibraries };
