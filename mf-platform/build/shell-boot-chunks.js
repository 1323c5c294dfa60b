// The shell's boot runs React DOM, then the app, a task each (the two import()s of
// shell/src/index.ts, docs/adr/0057). webpack would cut each import's libraries into chunks of
// their own by which import loads them; instead React DOM's client is one file and every other
// library both load one vendor file. A file's arrival is a task that grows with the file (Chromium
// finishes its off-thread compile on the main thread, docs/adr/0066): one file of both was 8–19 ms
// here, up to 75 ms on the simulated phone; React DOM's alone is 6–13 ms (docs/adr/0073).
'use strict';

/**
 * A file of the shell's boot chunks' libraries, by the modules' paths.
 * @param {string} name
 * @param {RegExp} test
 * @param {number} priority
 */
const bootLibraries = (name, test, priority) => ({
  name,
  test,
  chunks: isShellBootChunk,
  enforce: true,
  priority,
});

/**
 * splitChunks cache groups for the shell's build (webpack.js, the host's optimization). Libraries
 * that an on-demand chunk alone loads stay in it (no `defaultVendors` group): webpack's default
 * made the federation runtime's package a file apart from the shell's federation chunk
 * (remotes/remoteAreas.ts), one more request before an area's page can show anything, its
 * preloads sharing a phone's connection with the page. A library two chunks load is still a file
 * of its own (webpack's `default` group: axios, for the federation chunk and the auth client).
 */
const shellBootLibraries = {
  reactDom: bootLibraries('react-dom', /[\\/]node_modules[\\/]react-dom[\\/]/, 30),
  vendor: bootLibraries('vendor', /[\\/]node_modules[\\/]/, 20),
  defaultVendors: /** @type {const} */ (false),
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
