// The shell build and remotes.json an area's page is made of, followed as they change (a new shell
// build in the served folder, a remote deployed or rolled back), and the pages kept for them: a
// change lets every kept page go and starts reading every build remotes.json names.
'use strict';

const { locationOf } = require('./remote-mounts');
const { areaPage } = require('./page-html');

/**
 * @param {object} options
 * @param {() => Promise<{ version: string, value: Record<string, unknown> }>} options.remotes
 *   remotes.json now (followed-remotes.js)
 * @param {ReturnType<typeof import('./shell-build').shellBuild>} options.shellFiles
 * @param {ReturnType<typeof import('./remote-builds').remoteBuilds>} options.builds
 * @param {(shell: import('./shell-build').ShellBuild) => void} options.onChange lets go what was
 *   made of the shell and builds before, given the shell build now
 */
function followedSite({ remotes, shellFiles, builds, onChange }) {
  /**
   * Remote (or remote and prerendered path) → its page, for the current shell and remotes.json.
   * @type {Map<string, import('./page-html').AreaPage>}
   */
  const pages = new Map();
  /** The shell build's and remotes.json's versions the pages kept are of. */
  let generation = '';
  /** @type {import('./shell-build').ShellBuild} */
  let shell;

  /**
   * A new shell build or remotes.json: read both again, start reading every build it names.
   * @param {string} now the versions of both
   * @param {Record<string, unknown>} remotesJson
   */
  async function follow(now, remotesJson) {
    shell = await shellFiles.read();
    generation = now;
    pages.clear();
    onChange(shell);
    const named = Object.keys(remotesJson).map((name) => locationOf(remotesJson, name));
    builds.renamed(new Set(named.map((location) => location?.entry)));
    // Every area's build starts loading now, not when its first page is asked for.
    for (const name of Object.keys(remotesJson)) {
      const location = locationOf(remotesJson, name);
      if (location) builds.buildOf(name, location).catch(() => undefined);
    }
  }

  return {
    /** The shell build and remotes.json now, and their versions (`now`), both followed. */
    async current() {
      const [shellNow, { version, value: remotesJson }] = await Promise.all([
        shellFiles.version(),
        remotes(),
      ]);
      const now = `${shellNow}|${version}`;
      if (now !== generation) await follow(now, remotesJson);
      return { now, remotesJson, shell };
    },
    /**
     * Whether the shell and builds are still those of `now` (what is made of them may be kept).
     * @param {string} now
     */
    isCurrent: (now) => now === generation,
    /**
     * The page kept under `key`, else put together from `html()` (and kept if `keep`).
     * @param {string} key
     * @param {() => string} html
     * @param {{ keep: boolean }} options
     */
    keptPage(key, html, { keep }) {
      let page = pages.get(key);
      if (!page) {
        page = areaPage(html());
        if (keep) pages.set(key, page);
      }
      return page;
    },
  };
}

module.exports = { followedSite };
