// SITE_URL and HTTPS as every server and build of the site reads them.
'use strict';

const { describe, expect, it } = require('@jest/globals');

const { DEFAULT_SITE_URL, httpsFromEnv, siteUrlFrom } = require('./index.js');

describe('SITE_URL', () => {
  it('is the production origin when unset or blank', () => {
    expect(siteUrlFrom({})).toBe(DEFAULT_SITE_URL);
    expect(siteUrlFrom({ SITE_URL: '  ' })).toBe('https://smunity.co.kr');
  });

  it('is reduced to its origin', () => {
    expect(siteUrlFrom({ SITE_URL: 'https://test.smunity.kr/' })).toBe('https://test.smunity.kr');
    expect(siteUrlFrom({ SITE_URL: 'http://127.0.0.1:3000/path?q' })).toBe('http://127.0.0.1:3000');
  });

  it('refuses what is not an http(s) URL, naming the setting', () => {
    expect(() => siteUrlFrom({ SITE_URL: 'smunity.co.kr' })).toThrow(/SITE_URL must be/);
    expect(() => siteUrlFrom({ SITE_URL: 'ftp://smunity.co.kr' })).toThrow(/SITE_URL must be/);
  });
});

describe('HTTPS', () => {
  it('is off unless set', () => {
    expect(httpsFromEnv({})).toBe(false);
    expect(httpsFromEnv({ HTTPS: ' ' })).toBe(false);
  });

  it('reads on/off words in any case', () => {
    for (const on of ['on', 'TRUE', '1']) expect(httpsFromEnv({ HTTPS: on })).toBe(true);
    for (const off of ['off', 'False', '0']) expect(httpsFromEnv({ HTTPS: off })).toBe(false);
  });

  it('refuses anything else, naming the setting', () => {
    expect(() => httpsFromEnv({ HTTPS: 'yes' })).toThrow(/HTTPS must be on or off, got "yes"/);
  });
});
