import { patchHistoryApi } from 'single-spa';

let historyShared = false;

/**
 * With a parcel on the page, two routers share window.history: the shell's and the parcel's. Each
 * hears popstate (back, forward) but not the other's pushState/replaceState, so a link inside the
 * parcel would leave the shell's nav, page views and area on the old URL, and the shell's nav would
 * leave the parcel's page behind. single-spa's history patch dispatches a popstate event after every
 * pushState/replaceState that changes the URL, so each router follows the other (docs/adr/0014).
 * Done once, when the page first loads a parcel: a page of federation remotes keeps the plain
 * history API.
 */
export function shareHistoryBetweenRouters(): void {
  if (historyShared) return;
  historyShared = true;
  patchHistoryApi({ urlRerouteOnly: true });
}
