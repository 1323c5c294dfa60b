import { buildApp } from '../../app';
import { postgresDatabase } from '../../db/database';
import { testConfig, testDatabaseKinds, useTestApi } from '../../testing';

describe.each(testDatabaseKinds())('GET /api/health (%s)', (kind) => {
  const api = useTestApi(kind, { resetBetweenTests: false });

  it('reports ok when the database answers', async () => {
    const response = await api.app.inject({ url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('GET /api/health with an unreachable database', () => {
  it('answers 503 with the same shape', async () => {
    // Nothing listens on port 1: every query fails to connect.
    const db = postgresDatabase({
      connectionString: 'postgres://nobody:nothing@127.0.0.1:1/none',
      connectionTimeoutMillis: 2000,
    });
    const app = await buildApp({ config: testConfig(), db });
    try {
      const response = await app.inject({ url: '/api/health' });

      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', database: 'error' });
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
