// A member's page comes with its first api reads preloaded by the shell's server
// (`<link rel=preload as=fetch crossorigin=use-credentials>`, docs/adr/0042). A preload cannot carry
// the Authorization header: the browser sends the cookies, and the api takes the `member` cookie's
// access token for such a same-origin read. The browser hands the preload's answer only to a
// request asked exactly the same way, so the client's first call of each preloaded URL goes
// without the header; every later call of it carries the header as usual.

/** The preloaded URLs this page has already read (absolute): each preload answers one call. */
const read = new Set<string>();

/**
 * Whether this page preloads `url` with credentials and has not read it yet; if so, it now counts
 * as read. Only a `<link>` the server put into the page's HTML counts.
 */
export function takePreloadedRead(url: string): boolean {
  if (typeof document === 'undefined') return false;
  const absolute = new URL(url, document.baseURI).href;
  if (read.has(absolute)) return false;
  const preloaded = Array.from(
    document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]'),
  ).some(
    (link) => link.getAttribute('crossorigin') === 'use-credentials' && link.href === absolute,
  );
  if (preloaded) read.add(absolute);
  return preloaded;
}
