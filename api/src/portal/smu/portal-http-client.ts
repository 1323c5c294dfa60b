import { CookieJar } from './cookie-jar';

/** More hops than any SSO round trip needs; a loop beyond it is an I/O failure. */
const MAX_REDIRECTS = 10;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface PortalRequest {
  method: 'GET' | 'POST';
  /** A form-encoded body (sent as application/x-www-form-urlencoded). */
  form?: string;
}

export interface PortalResponse {
  /** Where the redirects ended: the portal's answer is judged by it. */
  finalUrl: URL;
  /** The last response; its body is unread and still bound by the request's time limit. */
  response: Response;
}

/** Raised when the redirect chain does not end; handled like any other I/O failure. */
export class TooManyRedirectsError extends Error {
  override name = 'TooManyRedirectsError';
}

/**
 * One request's time limit: a signal aborted with a DOMException named "TimeoutError" once the
 * limit has passed (`AbortSignal.timeout(ms)`; a test fires it when the portal holds a request).
 */
export type TimeLimit = () => AbortSignal;

/**
 * HTTP for one portal login: follows redirects itself (fetch's automatic redirects would drop
 * the cookies set on the way) and keeps the cookies in its own jar. Each request, every
 * redirect hop included, gets its own time limit; a timed-out request rejects with a
 * DOMException named "TimeoutError".
 */
export class PortalHttpClient {
  private readonly jar: CookieJar;

  constructor(
    trustedOrigins: ReadonlySet<string>,
    private readonly timeLimit: TimeLimit,
  ) {
    this.jar = new CookieJar(trustedOrigins);
  }

  async send(url: URL, request: PortalRequest): Promise<PortalResponse> {
    let currentUrl = url;
    let currentRequest = request;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      const response = await this.fetchOnce(currentUrl, currentRequest);
      const location = response.headers.get('location');
      if (!REDIRECT_STATUSES.has(response.status) || location === null) {
        return { finalUrl: currentUrl, response };
      }
      await response.body?.cancel();
      currentUrl = new URL(location, currentUrl);
      currentRequest = requestAfterRedirect(currentRequest, response.status);
    }
    throw new TooManyRedirectsError(`more than ${MAX_REDIRECTS} redirects`);
  }

  private async fetchOnce(url: URL, request: PortalRequest): Promise<Response> {
    const headers = new Headers();
    const cookie = this.jar.headerFor(url);
    if (cookie) headers.set('cookie', cookie);
    if (request.form !== undefined) {
      headers.set('content-type', 'application/x-www-form-urlencoded; charset=UTF-8');
    }
    const response = await fetch(url, {
      method: request.method,
      headers,
      body: request.form,
      redirect: 'manual',
      signal: this.timeLimit(),
    });
    this.jar.store(url, response.headers.getSetCookie());
    return response;
  }
}

/** 303, and 301/302 after a POST, continue as a GET without a body (as browsers do). */
function requestAfterRedirect(request: PortalRequest, status: number): PortalRequest {
  const keepsMethod = status === 307 || status === 308;
  if (keepsMethod || request.method === 'GET') return request;
  return { method: 'GET' };
}
