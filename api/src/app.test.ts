import { insertMember, LogCapture, useTestApi } from './testing';

describe('buildApp', () => {
  const logs = new LogCapture('info');
  const api = useTestApi('pglite', {
    dependencies: { logger: logs.logger },
    resetBetweenTests: false,
  });

  beforeAll(() => {
    api.app.post('/test/log-everything', async (request) => {
      // What a careless handler might do: the configuration must keep secrets out anyway.
      request.log.info(
        {
          body: request.body,
          password: 'pw-in-log',
          member: { password: 'nested-pw', refreshToken: 'rt-in-log' },
        },
        'careless log',
      );
      request.log.info({ req: { headers: request.headers } }, 'headers log');
      return { ok: true };
    });
  });

  it('serves the OpenAPI 3 document generated from the route schemas', async () => {
    const response = await api.app.inject({ url: '/api/docs/json' });

    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.0.3');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/departments',
        '/api/v1/members/count',
        '/api/v1/terms/current',
        '/api/v1/analytics/pageviews',
        '/api/health',
      ]),
    );
    expect(document.components.securitySchemes.bearerAuth).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    const pageViewBody =
      document.paths['/api/v1/analytics/pageviews'].post.requestBody.content['application/json']
        .schema;
    expect(pageViewBody.required).toEqual(['path']);
    expect(pageViewBody.additionalProperties).toBe(false);
  });

  it('serves the Swagger UI at /api/docs', async () => {
    const response = await api.app.inject({ url: '/api/docs/' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('keeps tokens, passwords and bodies out of the logs', async () => {
    logs.clear();
    const memberId = await insertMember(api.db);
    const accessToken = api.tokens.signAccess({ memberId, role: 'ROLE_USER' }).token;

    const response = await api.app.inject({
      method: 'POST',
      url: '/test/log-everything',
      headers: { authorization: `Bearer ${accessToken}`, cookie: 'member=secret-cookie' },
      payload: { username: '202312345', password: 'portal-password' },
    });

    expect(response.statusCode).toBe(200);
    const output = logs.text;
    expect(output).toContain('careless log');
    expect(output).toContain('headers log');
    for (const secret of [
      accessToken,
      'secret-cookie',
      'portal-password',
      'pw-in-log',
      'nested-pw',
      'rt-in-log',
    ]) {
      expect([secret, output.includes(secret)]).toEqual([secret, false]);
    }
    expect(output).toContain('[redacted]');
  });
});
