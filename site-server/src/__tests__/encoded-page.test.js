// A page the server made is compressed only in the encoding a browser asks for, once, at a bounded
// level when it is made per request (issue 34: Brotli 11 on every guest's page stalled the server).
'use strict';

const { describe, expect, it } = require('@jest/globals');

const zlib = require('node:zlib');
const { LEVELS, encodedPage } = require('../encoded-page');

const HTML = `<!doctype html><title>스뮤니티</title>${'<p>졸업요건 질문</p>'.repeat(500)}`;

/** Compressors that record each call and compress as zlib does. */
function countingCompressors() {
  /** @type {[string, number][]} */
  const calls = [];
  return {
    calls,
    compressors: {
      br: async (/** @type {Buffer} */ body, /** @type {number} */ level) => {
        calls.push(['br', level]);
        return zlib.brotliCompressSync(body);
      },
      gzip: async (/** @type {Buffer} */ body, /** @type {number} */ level) => {
        calls.push(['gzip', level]);
        return zlib.gzipSync(body);
      },
    },
  };
}

describe('a page the server made, encoded', () => {
  it('is compressed in the encoding asked for, once, and never in one no one asked for', async () => {
    const { calls, compressors } = countingCompressors();
    const page = encodedPage(HTML, { perRequest: true, compressors });
    expect(calls).toEqual([]);

    const [first, second] = await Promise.all([page.encoded('br'), page.encoded('br')]);
    expect(second).toBe(first);
    expect(calls).toEqual([['br', LEVELS.perRequest.br]]);
    expect((await page.encoded('identity')).toString()).toBe(HTML);
    expect(calls).toHaveLength(1);
  });

  it('per request at a fast level; a page kept until a deploy at the best ratio', async () => {
    const perRequest = countingCompressors();
    await encodedPage(HTML, { perRequest: true, compressors: perRequest.compressors }).encoded(
      'gzip',
    );
    const kept = countingCompressors();
    await encodedPage(HTML, { compressors: kept.compressors }).encoded('br');
    expect(perRequest.calls).toEqual([['gzip', 6]]);
    expect(kept.calls).toEqual([['br', 11]]);
    expect(LEVELS.perRequest.br).toBeLessThanOrEqual(5);
  });

  it('decodes to the page with zlib, and names its bytes by one tag', async () => {
    const page = encodedPage(HTML, { perRequest: true });
    expect(zlib.brotliDecompressSync(await page.encoded('br')).toString()).toBe(HTML);
    expect(zlib.gunzipSync(await page.encoded('gzip')).toString()).toBe(HTML);
    expect(page.tag).toBe(encodedPage(HTML).tag);
    expect(page.tag).not.toBe(encodedPage(`${HTML} `).tag);
  });

  it('tries a failed compression again on the next request', async () => {
    let failures = 1;
    const page = encodedPage(HTML, {
      compressors: {
        br: async (body) => {
          if (failures-- > 0) throw new Error('out of memory');
          return zlib.brotliCompressSync(body);
        },
        gzip: async (body) => zlib.gzipSync(body),
      },
    });
    await expect(page.encoded('br')).rejects.toThrow('out of memory');
    expect(zlib.brotliDecompressSync(await page.encoded('br')).toString()).toBe(HTML);
  });
});
