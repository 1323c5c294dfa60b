// What jsdom lacks and the data router uses; browsers have the real ones. Better placed in the
// shared jest setup (jest.setup-dom.js) so every package's router tests get them.

// React Router builds a Request for every navigation (meant for loaders, which the shell does
// not use). This is just enough of one for GET navigations.
class NavigationRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal | null;
  readonly headers = new Map<string, string>();

  constructor(input: string | URL, init: RequestInit = {}) {
    this.url = String(input);
    this.method = (init.method ?? 'GET').toUpperCase();
    this.signal = init.signal ?? null;
  }
}

if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = NavigationRequest as unknown as typeof Request;
}

// <ScrollRestoration> scrolls on every navigation; jsdom only logs "Not implemented".
window.scrollTo = () => {};
