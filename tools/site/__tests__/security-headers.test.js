// The front-end servers and the api send the same common headers: the api's policy is its own
// TypeScript module (api/src/http/security-headers.ts), the static and dev servers' is
// mf-platform/build/security-headers.js. This keeps the two from drifting apart.
'use strict';

const { describe, expect, it } = require('@jest/globals');

const api = require('../../../api/src/http/security-headers.ts');
const site = require('mf-platform/build/security-headers');

describe('security headers shared by the api and the front-end servers', () => {
  it.each([false, true])('are the same with HTTPS=%s', (https) => {
    expect(site.commonSecurityHeaders({ https })).toEqual(api.commonSecurityHeaders({ https }));
  });

  it('read HTTPS as the api does', () => {
    expect(site.httpsFromEnv({})).toBe(false);
    expect(site.httpsFromEnv({ HTTPS: 'on' })).toBe(true);
    expect(site.httpsFromEnv({ HTTPS: 'OFF' })).toBe(false);
    expect(() => site.httpsFromEnv({ HTTPS: 'yes' })).toThrow(/HTTPS must be on or off/);
  });

  it('take remote origins from remotes.json entries, refusing anything that is not http(s)', () => {
    expect(
      site.remoteOriginsOf({
        a: 'https://cdn.example/a/1/mf-manifest.json',
        b: { entry: 'https://cdn.example/b/2/mf-manifest.json', mode: 'parcel' },
        c: '/same-origin/mf-manifest.json',
      }),
    ).toEqual(['https://cdn.example']);
    for (const bad of ['javascript:alert(1)', 'data:text/javascript,1', 'not a url', '//cdn.x/a']) {
      expect(() => site.remoteOriginsOf({ a: bad })).toThrow(/remotes\.json: a/);
    }
    expect(() => site.remoteOriginsOf({ a: { mode: 'parcel' } })).toThrow(/no entry URL/);
    expect(() => site.remoteOriginsOf([])).toThrow(/must be an object/);
  });
});
