import {
  expectBadRequestValue,
  expectRefusal,
  expectValidationError,
  testDatabaseKinds,
  useTestApi,
  type TestMember,
} from '../../testing';
import { MAX_PAGE_NUMBER } from '../../http/page';
import { REFUSED_CHARACTER_MESSAGE } from '../../http/refused-characters';
import { backdate, seedAnswer, seedQuestion, signedInBoard } from './testing';

const TITLE_REQUIRED = '제목 입력은 필수 입니다.';
const CONTENT_REQUIRED = '내용은 필수 입력 항목 입니다.';
const SIZE_INVALID = '페이지 크기는 1 이상 50 이하의 정수여야 합니다.';
const PAGE_INVALID = '페이지 번호는 0 이상의 정수여야 합니다.';

describe.each(testDatabaseKinds())('questions api (%s)', (kind) => {
  const api = useTestApi(kind);
  let author: TestMember;
  let other: TestMember;
  let admin: TestMember;

  beforeEach(async () => {
    ({ author, other, admin } = await signedInBoard(api, 'author', 'other', 'admin'));
  });

  const list = (query = '') => api.app.inject({ url: `/api/v1/questions${query}` });

  const post = (body: object, actor: TestMember = author) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/questions',
      headers: actor.headers,
      payload: body,
    });

  const questionCount = async () =>
    (await api.db.selectFrom('questions').select('id').execute()).length;

  describe('GET /questions', () => {
    /** `count` questions, the first one oldest, each a minute newer than the one before. */
    async function seedBoard(count: number): Promise<number[]> {
      const start = Date.parse('2025-09-01T00:00:00Z');
      const ids: number[] = [];
      for (let index = 0; index < count; index += 1) {
        const createdAt = new Date(start + index * 60_000);
        ids.push(await seedQuestion(api, author.id, { title: `질문 ${index + 1}`, createdAt }));
      }
      return ids;
    }

    it('returns the first page of 5, newest first, as a Spring Page', async () => {
      const ids = await seedBoard(12);

      const response = await list();

      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page.content.map((question: { id: number }) => question.id)).toEqual(
        ids.slice(7).reverse(),
      );
      const fixedOrder = { empty: false, sorted: true, unsorted: false };
      expect({ ...page, content: undefined }).toEqual({
        content: undefined,
        pageable: {
          pageNumber: 0,
          pageSize: 5,
          offset: 0,
          paged: true,
          unpaged: false,
          sort: fixedOrder,
        },
        totalPages: 3,
        totalElements: 12,
        last: false,
        size: 5,
        number: 0,
        sort: fixedOrder,
        numberOfElements: 5,
        first: true,
        empty: false,
      });
    });

    it('lists items with exactly the original fields, the author by name', async () => {
      const [id] = await seedBoard(1);

      const [item] = (await list()).json().content;

      expect(item).toEqual({
        id,
        title: '질문 1',
        content: '내용입니다.',
        author: '김작성',
        answered: false,
        createdAt: '2025-09-01T00:00:00.000Z',
        updatedAt: '2025-09-01T00:00:00.000Z',
      });
    });

    it('shows 익명 for anonymous questions and follows the answer for answered', async () => {
      const anonymous = await seedQuestion(api, author.id, { anonymous: true });
      await seedAnswer(api, anonymous, admin.id);

      const [item] = (await list()).json().content;

      expect(item).toMatchObject({ id: anonymous, author: '익명', answered: true });
      expect(JSON.stringify(item)).not.toContain('김작성');
    });

    it('returns the last, partial page and marks it last', async () => {
      const ids = await seedBoard(12);

      const page = (await list('?page=2')).json();

      expect(page.content.map((question: { id: number }) => question.id)).toEqual([ids[1], ids[0]]);
      expect(page).toMatchObject({ number: 2, first: false, last: true, numberOfElements: 2 });
      expect(page.pageable).toMatchObject({ pageNumber: 2, offset: 10 });
    });

    it('answers a page past the end with an empty page and the real totals', async () => {
      await seedBoard(12);

      const response = await list('?page=7');

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        content: [],
        empty: true,
        first: false,
        last: true,
        number: 7,
        numberOfElements: 0,
        totalPages: 3,
        totalElements: 12,
      });
    });

    it('answers the largest page number without a database error', async () => {
      await seedBoard(1);

      const response = await list(`?page=${MAX_PAGE_NUMBER}&size=50`);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ content: [], number: MAX_PAGE_NUMBER, last: true });
    });

    it('has no pages on an empty board, and page 0 is both first and last', async () => {
      expect((await list()).json()).toMatchObject({
        content: [],
        totalPages: 0,
        totalElements: 0,
        first: true,
        last: true,
        empty: true,
      });
    });

    it('orders questions of the same instant by id, newest first', async () => {
      const createdAt = new Date('2025-09-01T00:00:00Z');
      const first = await seedQuestion(api, author.id, { createdAt });
      const second = await seedQuestion(api, author.id, { createdAt });

      const ids = (await list()).json().content.map((question: { id: number }) => question.id);

      expect(ids).toEqual([second, first]);
    });

    it('accepts sizes from 1 to 50', async () => {
      await seedBoard(3);

      expect((await list('?size=1')).json()).toMatchObject({ size: 1, totalPages: 3 });
      expect((await list('?size=50')).json()).toMatchObject({ size: 50, numberOfElements: 3 });
    });

    it.each([
      ['a negative page', '?page=-1', { page: PAGE_INVALID }],
      ['a non-numeric page', '?page=abc', { page: PAGE_INVALID }],
      ['a fractional page', '?page=1.5', { page: PAGE_INVALID }],
      ['an empty page', '?page=', { page: PAGE_INVALID }],
      ['two pages', '?page=1&page=2', { page: PAGE_INVALID }],
      [
        'a page beyond the largest',
        `?page=${MAX_PAGE_NUMBER + 1}`,
        { page: `페이지 번호는 ${MAX_PAGE_NUMBER} 이하여야 합니다.` },
      ],
      ['size 0', '?size=0', { size: SIZE_INVALID }],
      ['a negative size', '?size=-5', { size: SIZE_INVALID }],
      ['a size over 50', '?size=51', { size: SIZE_INVALID }],
      ['a huge size', '?size=100000000000', { size: SIZE_INVALID }],
      ['a non-numeric size', '?size=ten', { size: SIZE_INVALID }],
    ])('rejects %s with 400 COMMON005 naming the parameter', async (_case, query, detail) => {
      const response = await list(query);

      expectBadRequestValue(response, detail);
    });

    it('ignores other query parameters such as the original client’s sort', async () => {
      await seedBoard(2);

      expect((await list('?sort=title,asc')).statusCode).toBe(200);
    });
  });

  describe('GET /questions/{id}', () => {
    const detail = (id: number | string, actor?: TestMember) =>
      api.app.inject({ url: `/api/v1/questions/${id}`, headers: actor?.headers ?? {} });

    it('shows the question with isAuthor false for a visitor', async () => {
      const id = await seedQuestion(api, author.id, {
        title: '제목',
        createdAt: new Date('2025-09-01T09:30:00Z'),
      });

      const response = await detail(id);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id,
        title: '제목',
        content: '내용입니다.',
        author: '김작성',
        isAuthor: false,
        answered: false,
        createdAt: '2025-09-01T09:30:00.000Z',
        updatedAt: '2025-09-01T09:30:00.000Z',
      });
    });

    it('sets isAuthor only for the author, not for other members or admins', async () => {
      const id = await seedQuestion(api, author.id);

      expect((await detail(id, author)).json().isAuthor).toBe(true);
      expect((await detail(id, other)).json().isAuthor).toBe(false);
      expect((await detail(id, admin)).json().isAuthor).toBe(false);
    });

    it('hides the name of an anonymous author but still tells the author it is theirs', async () => {
      const id = await seedQuestion(api, author.id, { anonymous: true });

      expect((await detail(id)).json()).toMatchObject({ author: '익명', isAuthor: false });
      expect((await detail(id, author)).json()).toMatchObject({ author: '익명', isAuthor: true });
    });

    it('is answered once an answer exists', async () => {
      const id = await seedQuestion(api, author.id);
      await seedAnswer(api, id, admin.id);

      expect((await detail(id)).json().answered).toBe(true);
    });

    it('answers a missing question with 404 QUESTION001', async () => {
      const response = await detail(999_999);

      expectRefusal(response, 404, {
        code: 'QUESTION001',
        message: '해당 질문을 찾을 수 없습니다.',
      });
    });

    it.each(['abc', '1.5', '0', '-1', '2147483648'])(
      'rejects the id %s with 400 COMMON005',
      async (id) => {
        const response = await detail(id);

        expectBadRequestValue(response, { id: '질문 번호는 1 이상의 정수여야 합니다.' });
      },
    );
  });

  describe('POST /questions', () => {
    it('creates a question and answers 201 with its detail', async () => {
      const response = await post({
        title: '졸업 학점',
        content: '몇 학점인가요?',
        anonymous: false,
      });

      expect(response.statusCode).toBe(201);
      const question = response.json();
      expect(question).toEqual({
        id: expect.any(Number),
        title: '졸업 학점',
        content: '몇 학점인가요?',
        author: '김작성',
        isAuthor: true,
        answered: false,
        createdAt: expect.any(String),
        updatedAt: question.createdAt,
      });
      const stored = await api.db
        .selectFrom('questions')
        .selectAll()
        .where('id', '=', question.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ member_id: author.id, title: '졸업 학점', anonymous: false });
    });

    it('is not anonymous unless asked, and shows 익명 when it is', async () => {
      const named = (await post({ title: '제목', content: '내용' })).json();
      const anonymous = (await post({ title: '제목', content: '내용', anonymous: true })).json();

      expect(named.author).toBe('김작성');
      expect(anonymous).toMatchObject({ author: '익명', isAuthor: true });
    });

    it('stores Markdown and HTML as plain text, exactly as written', async () => {
      const content = '# 제목\n\n- 항목 <script>alert(1)</script>\n\n[링크](javascript:alert(1))';

      const created = (await post({ title: '<b>제목</b>', content })).json();

      const shown = (await api.app.inject({ url: `/api/v1/questions/${created.id}` })).json();
      expect(shown).toMatchObject({ title: '<b>제목</b>', content });
    });

    it('accepts a title of exactly 100 characters and content of 10,000', async () => {
      const response = await post({ title: '가'.repeat(100), content: '나'.repeat(10_000) });

      expect(response.statusCode).toBe(201);
    });

    it.each([
      ['a missing title', { content: '내용' }, { title: TITLE_REQUIRED }],
      ['an empty title', { title: '', content: '내용' }, { title: TITLE_REQUIRED }],
      ['a blank title', { title: ' \t\n', content: '내용' }, { title: TITLE_REQUIRED }],
      ['a full-width blank title', { title: '\u3000', content: '내용' }, { title: TITLE_REQUIRED }],
      ['a missing content', { title: '제목' }, { content: CONTENT_REQUIRED }],
      ['a blank content', { title: '제목', content: '   ' }, { content: CONTENT_REQUIRED }],
      ['an empty body', {}, { title: TITLE_REQUIRED, content: CONTENT_REQUIRED }],
      [
        'a title over 100 characters',
        { title: '가'.repeat(101), content: '내용' },
        { title: '제목은 최대 100자까지 입력할 수 있습니다.' },
      ],
      [
        'content over 10,000 characters',
        { title: '제목', content: '나'.repeat(10_001) },
        { content: '내용은 최대 10,000자까지 입력할 수 있습니다.' },
      ],
      [
        'a title that is not a string',
        { title: 3, content: '내용' },
        { title: '제목은 문자열이어야 합니다.' },
      ],
      [
        'a NUL character, which the database cannot store (src/http/refused-characters.ts)',
        { title: '제목\u0000', content: '내용' },
        { title: REFUSED_CHARACTER_MESSAGE },
      ],
      [
        'anonymous that is not a boolean',
        { title: '제목', content: '내용', anonymous: 'yes' },
        { anonymous: '익명 여부는 true 또는 false 여야 합니다.' },
      ],
      [
        'an unknown field',
        { title: '제목', content: '내용', authorId: 1 },
        { authorId: '허용되지 않는 항목입니다.' },
      ],
    ])('rejects %s with 400 VALID001 and stores nothing', async (_case, body, detail) => {
      const response = await post(body);

      expectValidationError(response, detail);
      expect(await questionCount()).toBe(0);
    });

    it('answers 401 ACCOUNT014 when the token outlived the member’s account', async () => {
      await api.db.deleteFrom('members').where('id', '=', other.id).execute();
      await api.settled();

      const response = await post({ title: '제목', content: '내용' }, other);

      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('ACCOUNT014');
      expect(await questionCount()).toBe(0);
    });
  });

  describe('PUT /questions/{id}', () => {
    const put = (id: number, body: object, actor: TestMember = author) =>
      api.app.inject({
        method: 'PUT',
        url: `/api/v1/questions/${id}`,
        headers: actor.headers,
        payload: body,
      });

    it('lets the author edit: updatedAt moves, createdAt stays', async () => {
      const id = await seedQuestion(api, author.id);
      await backdate(api, id);
      const before = (await api.app.inject({ url: `/api/v1/questions/${id}` })).json();

      const response = await put(id, { title: '새 제목', content: '새 내용', anonymous: true });

      expect(response.statusCode).toBe(200);
      const edited = response.json();
      expect(edited).toMatchObject({
        id,
        title: '새 제목',
        content: '새 내용',
        author: '익명',
        isAuthor: true,
        createdAt: before.createdAt,
      });
      expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    });

    it('lets an admin edit someone else’s question without becoming its author', async () => {
      const id = await seedQuestion(api, author.id);

      const edited = (await put(id, { title: '정리된 제목', content: '내용' }, admin)).json();

      expect(edited).toMatchObject({ title: '정리된 제목', author: '김작성', isAuthor: false });
    });

    it('replaces the whole question: an omitted anonymous becomes false', async () => {
      const id = await seedQuestion(api, author.id, { anonymous: true });

      const edited = (await put(id, { title: '제목', content: '내용' })).json();

      expect(edited.author).toBe('김작성');
    });

    it('keeps the answered flag and is not touched by answering', async () => {
      const id = await seedQuestion(api, author.id);
      await backdate(api, id);
      const before = (await api.app.inject({ url: `/api/v1/questions/${id}` })).json();

      await api.app.inject({
        method: 'POST',
        url: `/api/v1/questions/${id}/answer`,
        headers: admin.headers,
        payload: { content: '답변' },
      });

      const after = (await api.app.inject({ url: `/api/v1/questions/${id}` })).json();
      expect(after).toEqual({ ...before, answered: true });
      expect((await put(id, { title: '제목', content: '내용' })).json().answered).toBe(true);
    });

    it('validates the body like POST and changes nothing', async () => {
      const id = await seedQuestion(api, author.id, { title: '원래 제목' });

      const response = await put(id, { title: ' ', content: '' });

      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toEqual({ title: TITLE_REQUIRED, content: CONTENT_REQUIRED });
      const stored = await api.db
        .selectFrom('questions')
        .select('title')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored.title).toBe('원래 제목');
    });

    it('answers 404 QUESTION001 for a missing question, even to a non-author', async () => {
      const response = await put(999_999, { title: '제목', content: '내용' }, other);

      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('QUESTION001');
    });
  });

  describe('DELETE /questions/{id}', () => {
    const remove = (id: number, actor: TestMember = author) =>
      api.app.inject({ method: 'DELETE', url: `/api/v1/questions/${id}`, headers: actor.headers });

    it('deletes the question together with its answer', async () => {
      const id = await seedQuestion(api, author.id);
      await seedAnswer(api, id, admin.id);

      const response = await remove(id);

      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await api.app.inject({ url: `/api/v1/questions/${id}` })).statusCode).toBe(404);
      const answer = await api.app.inject({ url: `/api/v1/questions/${id}/answer` });
      expect(answer.json().code).toBe('QUESTION001');
      expect(await api.db.selectFrom('answers').select('id').execute()).toEqual([]);
    });

    it('lets an admin delete any question and leaves the others', async () => {
      const doomed = await seedQuestion(api, author.id);
      const kept = await seedQuestion(api, other.id);

      expect((await remove(doomed, admin)).statusCode).toBe(204);

      const ids = (await list()).json().content.map((question: { id: number }) => question.id);
      expect(ids).toEqual([kept]);
    });

    it('answers 404 QUESTION001 for a question that is already gone', async () => {
      const id = await seedQuestion(api, author.id);
      await remove(id);

      const response = await remove(id);

      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('QUESTION001');
    });
  });
});
