// The policy's values as a browser reads them: what each kind of answer allows.
'use strict';

const { describe, expect, it } = require('@jest/globals');
const {
  PERMISSIONS_POLICY,
  STRICT_TRANSPORT_SECURITY,
  commonSecurityHeaders,
  siteContentSecurityPolicy,
} = require('./index');

/** @param {string} policy @returns {Map<string, string[]>} directive → its sources */
const directivesOf = (policy) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('common security headers', () => {
  it('send HSTS only over HTTPS', () => {
    expect(commonSecurityHeaders({ https: false })).not.toHaveProperty('strict-transport-security');
    expect(commonSecurityHeaders({ https: true })).toMatchObject({
      'strict-transport-security': STRICT_TRANSPORT_SECURITY,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'permissions-policy': PERMISSIONS_POLICY,
    });
  });
});

describe("the page's CSP", () => {
  it('allows scripts only from the site and the remotes, never inline', () => {
    const csp = directivesOf(siteContentSecurityPolicy({ remoteOrigins: ['https://cdn.example'] }));
    expect(csp.get('script-src')).toEqual(["'self'", 'https://cdn.example']);
    // Workers from the site's own files only (the shell's Intl warm-up), never a remote's or a blob.
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://cdn.example']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it("adds Google's origins only with analytics, and upgrades requests over HTTPS", () => {
    const csp = directivesOf(
      siteContentSecurityPolicy({ remoteOrigins: [], analytics: true, https: true }),
    );
    expect(csp.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(csp.get('connect-src')).toContain('https://*.google-analytics.com');
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });
});
