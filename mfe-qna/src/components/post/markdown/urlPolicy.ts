// Which URLs a post's Markdown may turn into a link or an image. Everything else stays text: a
// question is written by any member and read by everyone, admins included, so a `javascript:`
// link in it would run in the reader's session.

/** The product's rule for links (spec §2). */
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
 * Relative URLs have no scheme to check and are refused too.
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

/** The href to render, or undefined when the link must stay text. */
export function safeLinkUrl(url: string): string | undefined {
  return allowedUrl(url, LINK_PROTOCOLS);
}

/** The src to render, or undefined when only the image's alt text may be shown. */
export function safeImageUrl(url: string): string | undefined {
  return allowedUrl(url, IMAGE_PROTOCOLS);
}
