// The front-end servers' inputs to the header policy: HTTPS from the environment (read as the
// api reads it) and the remote origins the page's CSP allows, from remotes.json.
'use strict';

const { describe, expect, it } = require('@jest/globals');

const site = require('@smunity/mf-platform/build/security-headers');

describe("the front-end servers' policy inputs", () => {
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
    // @ts-expect-error -- remotes.json may hold anything; the function checks its shape
    expect(() => site.remoteOriginsOf([])).toThrow(/must be an object/);
  });
});
