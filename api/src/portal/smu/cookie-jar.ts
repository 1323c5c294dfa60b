/**
 * The cookies of one portal login. Like the reference library, which hands every cookie of the
 * login to the portal, cookies are not split by host or path; but they are only accepted from
 * and sent to the university's own hosts (the configured SSO and portal origins), so a
 * redirect elsewhere never receives the session.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly trustedOrigins: ReadonlySet<string>) {}

  /** Takes the Set-Cookie headers of a response received from `url`. */
  store(url: URL, setCookieHeaders: readonly string[]): void {
    if (!this.trustedOrigins.has(url.origin)) return;
    for (const header of setCookieHeaders) {
      const cookie = parseSetCookie(header);
      if (!cookie) continue;
      if (cookie.expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  /** The Cookie header for a request to `url`, or undefined when nothing is to be sent. */
  headerFor(url: URL): string | undefined {
    if (!this.trustedOrigins.has(url.origin) || this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

interface ReceivedCookie {
  name: string;
  value: string;
  /** A server deletes a cookie by sending it already expired. */
  expired: boolean;
}

function parseSetCookie(header: string): ReceivedCookie | null {
  const [pair = '', ...attributes] = header.split(';');
  const separator = pair.indexOf('=');
  if (separator <= 0) return null;
  const name = pair.slice(0, separator).trim();
  const value = pair.slice(separator + 1).trim();
  return { name, value, expired: attributes.some(isExpiryInThePast) };
}

function isExpiryInThePast(attribute: string): boolean {
  const separator = attribute.indexOf('=');
  if (separator < 0) return false;
  const key = attribute.slice(0, separator).trim().toLowerCase();
  const value = attribute.slice(separator + 1).trim();
  if (key === 'max-age') return /^-?\d+$/.test(value) && Number(value) <= 0;
  if (key === 'expires') return Date.parse(value) <= Date.now();
  return false;
}
