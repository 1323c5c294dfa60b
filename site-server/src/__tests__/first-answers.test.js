// The api's answers a guest's page is rendered with (docs/adr/0044): asked as a guest, kept a few
// seconds (the clock pinned), one request per URL however many pages ask at once; only a 200 JSON
// answer counts. Real HTTP: the api is a local server.
'use strict';

const { afterEach, beforeEach, describe, expect, it } = require('@jest/globals');
const http = require('node:http');
const { ANSWER_TTL_MS, NOT_THERE, firstAnswers } = require('../first-answers');

/** @type {import('node:http').Server} */
let api;
let apiUrl = '';
/**
 * What the api was asked: url and the headers it came with.
 * @type {{ url?: string, headers: import('node:http').IncomingHttpHeaders }[]}
 */
let asked;
/**
 * The questions the api has; `/api/v1/questions/<id>` answers 404 for others.
 * @type {Map<string, unknown>}
 */
let questions;

beforeEach(async () => {
  asked = [];
  questions = new Map([['7', { id: 7, subject: '졸업학점 문의' }]]);
  api = http.createServer((request, response) => {
    asked.push({ url: request.url, headers: request.headers });
    const id = /^\/api\/v1\/questions\/([^?]+)$/.exec(request.url ?? '')?.[1];
    if (request.url === '/api/v1/questions?page=0') {
      response.setHeader('content-type', 'application/json; charset=utf-8');
      response.end(JSON.stringify({ content: [...questions.values()], totalPages: 1 }));
    } else if (request.url === '/api/v1/plain') {
      response.setHeader('content-type', 'text/html');
      response.end('<p>not json</p>');
    } else if (request.url === '/api/v1/large') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ text: 'x'.repeat(300 * 1024) }));
    } else if (id && questions.has(id)) {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(questions.get(id)));
    } else {
      response.statusCode = 404;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ code: 'QUESTION001', message: '질문을 찾을 수 없습니다.' }));
    }
  });
  await new Promise((resolve) => api.listen(0, '127.0.0.1', () => resolve(undefined)));
  apiUrl = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (api.address()).port}`;
});

afterEach(() => new Promise((resolve) => api.close(() => resolve(undefined))));

describe('firstAnswers', () => {
  it('asks the api as a guest and keeps the answers, the same object, until they are stale', async () => {
    let clock = 1_000_000;
    const answersFor = firstAnswers({ apiUrl, now: () => clock });
    const urls = ['/api/v1/questions?page=0', '/api/v1/questions/7'];
    const [first, alsoFirst] = await Promise.all([answersFor(urls), answersFor(urls)]);
    expect(first).toEqual({
      '/api/v1/questions?page=0': { content: [{ id: 7, subject: '졸업학점 문의' }], totalPages: 1 },
      '/api/v1/questions/7': { id: 7, subject: '졸업학점 문의' },
    });
    expect(alsoFirst).toBe(first);
    expect(asked.map(({ url }) => url).sort()).toEqual(urls.slice().sort());
    expect(asked.every(({ headers }) => headers.cookie === undefined)).toBe(true);
    expect(asked.every(({ headers }) => headers.authorization === undefined)).toBe(true);

    questions.set('7', { id: 7, subject: '졸업학점 문의 (수정)' });
    clock += ANSWER_TTL_MS - 1;
    expect(await answersFor(urls)).toBe(first);
    expect(asked).toHaveLength(2);

    clock += 1;
    const second = await answersFor(urls);
    expect(second).not.toBe(first);
    expect(second).toHaveProperty(['/api/v1/questions/7'], {
      id: 7,
      subject: '졸업학점 문의 (수정)',
    });
    expect(asked).toHaveLength(4);
  });

  it('says when the api answered a URL with 404: what the page shows is not there', async () => {
    const answersFor = firstAnswers({ apiUrl });
    expect(await answersFor(['/api/v1/questions?page=0', '/api/v1/questions/8'])).toBe(NOT_THERE);
    // Only a URL the page needs: an optional one that is not there is left out.
    expect(await answersFor(['/api/v1/questions?page=0'], ['/api/v1/questions/8'])).toEqual({
      '/api/v1/questions?page=0': expect.anything(),
    });
  });

  it('has no answers when one URL has none: not JSON, too large, or no api', async () => {
    const answersFor = firstAnswers({ apiUrl });
    expect(await answersFor(['/api/v1/plain'])).toBeUndefined();
    expect(await answersFor(['/api/v1/large'])).toBeUndefined();
    expect(await answersFor([])).toBeUndefined();
    // Only the site's own api paths.
    expect(await answersFor(['https://elsewhere.example/api/v1/x'])).toBeUndefined();
    expect(asked.map(({ url }) => url)).not.toContain('/api/v1/x');
    const closed = firstAnswers({ apiUrl: 'http://127.0.0.1:9' });
    expect(await closed(['/api/v1/questions?page=0'])).toBeUndefined();
  });

  it('holds the optional URLs that answer, and needs only the others', async () => {
    const answersFor = firstAnswers({ apiUrl });
    expect(
      await answersFor(['/api/v1/questions/7'], ['/api/v1/questions/7/answer', '/api/v1/plain']),
    ).toEqual({ '/api/v1/questions/7': { id: 7, subject: '졸업학점 문의' } });
    questions.set('7/answer', { content: '답변입니다.' });
    expect(
      await firstAnswers({ apiUrl })(['/api/v1/questions/7'], ['/api/v1/questions/7/answer']),
    ).toEqual({
      '/api/v1/questions/7': { id: 7, subject: '졸업학점 문의' },
      '/api/v1/questions/7/answer': { content: '답변입니다.' },
    });
    expect(await answersFor(['/api/v1/questions/8'], ['/api/v1/questions/7/answer'])).toBe(
      NOT_THERE,
    );
    expect(await answersFor(['/api/v1/questions/7'], ['https://elsewhere.example/'])).toBe(
      undefined,
    );
  });

  it("forgets a written collection's kept reads at once, in every language, and only those", async () => {
    const clock = 1_000_000;
    const answersFor = firstAnswers({ apiUrl, now: () => clock });
    const board = ['/api/v1/questions?page=0'];
    const first = await answersFor(board);
    await answersFor(board, [], undefined, 'en');
    await answersFor(['/api/v1/plain']);
    expect(asked).toHaveLength(3);

    // A question posted through the proxy: the board is asked again, the clock not moved.
    questions.set('8', { id: 8, subject: '새 질문' });
    answersFor.forgetWritten('/api/v1/questions');
    const second = await answersFor(board);
    expect(second).not.toBe(first);
    expect(second).toHaveProperty(['/api/v1/questions?page=0', 'content', '1'], {
      id: 8,
      subject: '새 질문',
    });
    await answersFor(board, [], undefined, 'en');
    await answersFor(['/api/v1/plain']);
    expect(asked.map(({ url }) => url).slice(3)).toEqual(board.concat(board));

    // An answer to one question: the board (whose line says 답변완료) goes too.
    answersFor.forgetWritten('/api/v1/questions/7/answer?x=1');
    await answersFor(board);
    expect(asked).toHaveLength(6);

    // Paths that name no collection forget nothing.
    for (const path of ['/api/v1', '/api/v1/', '/elsewhere/v1/questions', '/']) {
      answersFor.forgetWritten(path);
    }
    await answersFor(board);
    expect(asked).toHaveLength(6);
  });

  it('keeps a bounded number of URLs, the oldest asked again', async () => {
    const answersFor = firstAnswers({ apiUrl, maxUrls: 2 });
    for (const id of ['7', '8', '9']) await answersFor([`/api/v1/questions/${id}`]);
    await answersFor(['/api/v1/questions/9']);
    await answersFor(['/api/v1/questions/7']);
    expect(asked.map(({ url }) => url)).toEqual([
      '/api/v1/questions/7',
      '/api/v1/questions/8',
      '/api/v1/questions/9',
      '/api/v1/questions/7',
    ]);
  });
});
