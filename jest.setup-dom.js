// What jsdom lacks and the browser has, for every package's React tests.
const { TextEncoder, TextDecoder } = require('util');

// react-router 7 encodes URLs with TextEncoder.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The data router builds a Request for every navigation (meant for loaders, which we do not
// use); this is just enough of one for GET navigations.
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class NavigationRequest {
    constructor(input, init = {}) {
      this.url = String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? null;
      this.headers = new Map();
    }
  };
}

// <ScrollRestoration> scrolls on every navigation; jsdom only logs "Not implemented". A test file
// may run in Node instead (`@jest-environment node`: what a server renders), without a window.
if (typeof window !== 'undefined') window.scrollTo = () => {};

require('@testing-library/jest-dom');
