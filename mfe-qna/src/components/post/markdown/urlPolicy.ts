// Which URLs a post's Markdown may turn into a link or an image. Everything else stays text: a
// question is written by any member and read by everyone, admins included, so a `javascript:`
// link in it would run in the reader's session.

/** The product's rule for links (docs/domain.md §7). */
const LINK_PROTOCOLS: ReadonlySet<string> = new Set([
  'http:',
  'https:',
  'irc:',
  'ircs:',
  'mailto:',
  'xmpp:',
]);

/** An image loads by itself, so only web addresses: a mailto: or xmpp: image means nothing. */
const IMAGE_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);

/**
 * Parses the URL as the browser will (the WHATWG URL parser: it strips tabs, newlines and
 * leading control characters, lower-cases the scheme), so what is checked is what would run.
 * Relative URLs have no scheme to check and are refused here (see sitePath for links).
 */
function allowedUrl(url: string, protocols: ReadonlySet<string>): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  // The normalised form, so the browser cannot read the attribute differently from this check.
  return protocols.has(parsed.protocol) ? parsed.href : undefined;
}

// Any origin of our own would do: it only tells a path on this site from one elsewhere.
const SITE_ORIGIN = 'https://site.invalid';

/**
 * A path on this site (`/qna/terms`, `/mypage?x=1#y`), normalised, or undefined. Only a single
 * leading slash counts: `//host` and `/\host` (and the same after the tabs or newlines the
 * parser drops) are another site, as the origin check below finds.
 */
export function sitePath(url: string): string | undefined {
  if (!url.startsWith('/')) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, SITE_ORIGIN);
  } catch {
    return undefined;
  }
  if (parsed.origin !== SITE_ORIGIN) return undefined;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/**
 * The href to render (a path on this site, rendered as an in-site link, or an absolute URL of an
 * allowed protocol), or undefined when the link must stay text.
 */
export function safeLinkUrl(url: string): string | undefined {
  return sitePath(url) ?? allowedUrl(url, LINK_PROTOCOLS);
}

/** An href safeLinkUrl returned that stays on this site (every other one has a scheme). */
export function isSitePath(href: string): boolean {
  return href.startsWith('/');
}

/** The src to render, or undefined when only the image's alt text may be shown. */
export function safeImageUrl(url: string): string | undefined {
  return allowedUrl(url, IMAGE_PROTOCOLS);
}
