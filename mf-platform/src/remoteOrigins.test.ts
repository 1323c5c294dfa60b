// The remote origins the page's CSP allows, taken from remotes.json (contract/remote-origins.js).
import { remoteOriginsOf } from '../contract/remote-origins';

describe('the remote origins of remotes.json', () => {
  it('are the origins of the entries, a same-origin path needing none', () => {
    expect(
      remoteOriginsOf({
        a: 'https://cdn.example/a/1/mf-manifest.json',
        b: { entry: 'https://cdn.example/b/2/mf-manifest.json', mode: 'parcel' },
        c: '/same-origin/mf-manifest.json',
      }),
    ).toEqual(['https://cdn.example']);
  });

  it('refuse anything that is not an http(s) URL, never leaving a hole in the policy', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/javascript,1', 'not a url', '//cdn.x/a']) {
      expect(() => remoteOriginsOf({ a: bad })).toThrow(/remotes\.json: a/);
    }
    expect(() => remoteOriginsOf({ a: { mode: 'parcel' } })).toThrow(/no entry URL/);
    // @ts-expect-error -- remotes.json may hold anything; the function checks its shape
    expect(() => remoteOriginsOf([])).toThrow(/must be an object/);
  });
});
