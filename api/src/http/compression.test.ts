import zlib from 'node:zlib';
import { useTestApi } from '../testing';

// JSON answers above 1 KB are compressed when the client accepts it (issue 12, docs/adr/0027);
// small ones are not worth the bytes of a compression header.
describe('response compression', () => {
  const api = useTestApi('pglite', { resetBetweenTests: false });

  /** Every department with its id and member count: several KB of JSON. */
  const LARGE = '/api/v1/departments';

  it('sends a JSON answer above 1 KB as br, or gzip when br is refused, with the same JSON', async () => {
    const identity = await api.app.inject({ url: LARGE });
    expect(identity.statusCode).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(Buffer.byteLength(identity.body)).toBeGreaterThan(1024);

    const br = await api.app.inject({ url: LARGE, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(identity.body));
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(
      identity.json(),
    );

    const gzip = await api.app.inject({
      url: LARGE,
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(identity.json());
  });

  it('leaves answers under 1 KB as they are', async () => {
    const response = await api.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(Buffer.byteLength(response.body)).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toHaveProperty('status');
  });
});
