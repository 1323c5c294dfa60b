// Which page rendered with its api answers a request gets (render-with-data.js): a guest's whose
// first view starts with reads, else a member's with reads to render with.
'use strict';

const { NOT_THERE } = require('./first-answers');
const { ownApi } = require('./route-reads');

/**
 * The page rendered with its api answers: a guest's whose first view starts with reads, or a
 * member's with reads; NOT_THERE if the api said what a guest's page shows is not there;
 * undefined when it goes out without them.
 * @param {ReturnType<typeof import('./render-with-data').renderingWithData>} withAnswers
 * @param {Omit<import('./render-with-data').PageRequest, 'urls'> & { keep: () => boolean,
 *   shown: { view: import('./route-reads').RouteView, frame: import('./shell-build').AreaFrame }
 *   | undefined, memberReads: string[], clientIp: string,
 *   session?: { username: string, memberRole: string, accessToken: string } }} request
 */
async function answeredPage(withAnswers, { shown, memberReads, session, clientIp, ...found }) {
  const urls = shown ? ownApi([...shown.view.data, ...shown.view.linkedData]) : [];
  let guestPage;
  if (shown && urls.length > 0) {
    const optionalUrls = ownApi(shown.view.optional);
    guestPage = await withAnswers.guest({ ...found, frame: shown.frame, urls, optionalUrls });
    if (guestPage && guestPage !== NOT_THERE) return guestPage;
  }
  if (session && memberReads.length > 0) {
    const page = await withAnswers.member({
      ...found,
      urls: ownApi(memberReads),
      session,
      clientIp,
    });
    if (page) return page;
  }
  return guestPage;
}

module.exports = { answeredPage };
