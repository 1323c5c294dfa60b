// The build of the remote serving a page and its first views, as far as they are read within the
// time a page waits for them (area-preload.js): a page goes out without what is not there yet.
'use strict';

const { errorMessage } = require('./caught');
const { withinWait } = require('./within-wait');

/**
 * The build and its first views (if it has them); `complete` if nothing failed.
 * @param {{ builds: ReturnType<typeof import('./remote-builds').remoteBuilds>, warn: (message: string) => void,
 *   waitMs: number }} read where builds are read, and how long a page waits for them
 * @param {string} remote
 * @param {import('./remote-mounts').RemoteLocation | undefined} location
 * @param {string} pathname
 * @param {{ guest: boolean, member: boolean,
 *   language: import('@smunity/site-language').SiteLanguage }} visitor who asks, in which language
 */
async function buildAndViews({ builds, warn, waitMs }, remote, location, pathname, visitor) {
  /** @type {import('./remote-builds').RemoteBuild | undefined} */
  let build;
  /** @type {import('./remote-builds').FirstViews | undefined} */
  let firstViews;
  let complete = true;
  if (!location) return { build, firstViews, complete };
  try {
    build = await builds.buildOf(remote, location);
  } catch (error) {
    // The shell reports a remote that fails to load; its page only goes without the hints.
    warn(`preload hints for ${remote}: ${errorMessage(error)}`);
    return { build, firstViews, complete: false };
  }
  // They hold a guest's first view (a member's header depends on the session), a member's
  // first api reads, and the paths the area takes.
  try {
    const reading = build.firstViewsIn(visitor.language);
    firstViews = await withinWait(reading, `${remote}'s first views`, waitMs);
  } catch (error) {
    const { guest, member } = visitor;
    const what = guest ? 'first view' : member ? "members' first api reads" : 'routes';
    warn(`${what} of ${pathname}: ${errorMessage(error)}`);
    complete = false;
  }
  return { build, firstViews, complete };
}

module.exports = { buildAndViews };
