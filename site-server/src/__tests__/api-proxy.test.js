// /api/* through the page server to the api: each write the api accepted is told to whoever
// keeps reads (first-answers.js), reads and refused writes are not. Real HTTP on both sides.
'use strict';

const { afterEach, describe, expect, it } = require('@jest/globals');
const Fastify = require('fastify');
const { registerApiProxy } = require('../api-proxy');

/** @type {import('fastify').FastifyInstance[]} */
const apps = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** The api stand-in: a question can be posted, answered (400 when empty) and deleted. */
async function startApi() {
  const api = Fastify();
  api.get('/api/v1/questions', async () => ({ content: [] }));
  api.post('/api/v1/questions', async (_request, reply) => reply.code(201).send({ id: 9 }));
  api.post('/api/v1/questions/:id/answer', async (request, reply) =>
    /** @type {{ content?: string }} */ (request.body).content
      ? reply.code(201).send({})
      : reply.code(400).send({ message: '답변 내용을 입력해 주세요.' }),
  );
  api.delete('/api/v1/questions/:id', async (_request, reply) => reply.code(204).send());
  await api.listen({ host: '127.0.0.1', port: 0 });
  apps.push(api);
  const { port } = /** @type {import('node:net').AddressInfo} */ (api.server.address());
  return `http://127.0.0.1:${port}`;
}

describe('the api proxy', () => {
  it('tells of each write the api accepted, with the path the browser wrote to', async () => {
    /** @type {string[]} */
    const written = [];
    const app = Fastify();
    apps.push(app);
    await registerApiProxy(app, await startApi(), { onWritten: (path) => written.push(path) });

    const posted = await app.inject({
      method: 'POST',
      url: '/api/v1/questions',
      payload: { title: '질문' },
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toEqual({ id: 9 });
    await app.inject({ url: '/api/v1/questions?page=0' });
    await app.inject({ method: 'HEAD', url: '/api/v1/questions' });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1/questions/9/answer',
      payload: { content: '' },
    });
    expect(refused.statusCode).toBe(400);
    await app.inject({
      method: 'POST',
      url: '/api/v1/questions/9/answer',
      payload: { content: '네' },
    });
    expect((await app.inject({ method: 'DELETE', url: '/api/v1/questions/9' })).statusCode).toBe(
      204,
    );

    expect(written).toEqual([
      '/api/v1/questions',
      '/api/v1/questions/9/answer',
      '/api/v1/questions/9',
    ]);
  });

  it('passes answers on unchanged with no one to tell', async () => {
    const app = Fastify();
    apps.push(app);
    await registerApiProxy(app, await startApi());
    const posted = await app.inject({ method: 'POST', url: '/api/v1/questions', payload: {} });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toEqual({ id: 9 });
  });
});
