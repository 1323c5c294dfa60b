import { memberHeaders, useTestApi } from '../testing';
import { DOCS_CSP, JSON_CSP, PERMISSIONS_POLICY } from '@smunity/security-headers';

describe('security headers', () => {
  const api = useTestApi('pglite', { resetBetweenTests: false });

  const COMMON = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'x-frame-options': 'DENY',
  };

  it.each([
    ['a JSON answer', { url: '/api/v1/terms/current' }, 200],
    [
      'a validation error',
      { method: 'POST' as const, url: '/api/v1/accounts/login', payload: {} },
      400,
    ],
    ['an unknown path', { url: '/api/v1/nowhere' }, 404],
    ['a refused call', { url: '/api/v1/members/me' }, 401],
    ['the health check', { url: '/api/health' }, 200],
    ['a URL the router cannot decode', { url: '/api/v1/questions/%E0%A4%A' }, 400],
    ['a path parameter over its length', { url: `/api/v1/questions/${'1'.repeat(300)}` }, 414],
  ])('are on %s, with a CSP that allows nothing', async (_case, request, status) => {
    const response = await api.app.inject(request);
    expect(response.statusCode).toBe(status);
    if (status >= 400) {
      expect(response.json()).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      });
    }
    expect(response.headers).toMatchObject({ ...COMMON, 'content-security-policy': JSON_CSP });
    expect(response.headers).not.toHaveProperty('strict-transport-security');
  });

  it('gives Swagger UI (page and its files) a CSP of its own, without inline scripts', async () => {
    for (const url of ['/api/docs/', '/api/docs/static/swagger-ui-bundle.js']) {
      const response = await api.app.inject({ url });
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(response.headers).toMatchObject({ ...COMMON, 'content-security-policy': DOCS_CSP });
    }
    expect(DOCS_CSP).toContain("script-src 'self';");
    expect(DOCS_CSP).toContain("frame-ancestors 'none'");
  });

  it('keeps answers to a member out of caches', async () => {
    const member = await api.app.inject({
      url: '/api/v1/terms/current',
      headers: memberHeaders(api, 1),
    });
    const visitor = await api.app.inject({ url: '/api/v1/terms/current' });
    expect(member.headers['cache-control']).toBe('no-store');
    expect(visitor.headers['cache-control']).toBeUndefined();
  });

  describe('with HTTPS=on', () => {
    const secure = useTestApi('pglite', { config: { https: true }, resetBetweenTests: false });

    it('adds HSTS with HTTPS=on', async () => {
      const response = await secure.app.inject({ url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    });
  });
});
