import {
  expectRefusal,
  expectValidationError,
  testDatabaseKinds,
  useTestApi,
  type TestMember,
} from '../../testing';
import { backdate, seedAnswer, seedQuestion, signedInBoard } from '../questions/testing';

const CONTENT_REQUIRED = '내용은 필수 입력 항목 입니다.';

describe.each(testDatabaseKinds())('answers api (%s)', (kind) => {
  const api = useTestApi(kind);
  let author: TestMember;
  let admin: TestMember;
  let otherAdmin: TestMember;
  let questionId: number;

  beforeEach(async () => {
    ({ author, admin, otherAdmin } = await signedInBoard(api, 'author', 'admin', 'otherAdmin'));
    questionId = await seedQuestion(api, author.id);
  });

  const answerUrl = (id: number | string = questionId) => `/api/v1/questions/${id}/answer`;
  const getAnswer = (id?: number | string) => api.app.inject({ url: answerUrl(id) });
  const write = (
    method: 'POST' | 'PUT' | 'DELETE',
    actor: TestMember = admin,
    body?: object,
    id?: number,
  ) =>
    api.app.inject({
      method,
      url: answerUrl(id),
      headers: actor.headers,
      ...(body === undefined ? {} : { payload: body }),
    });
  const storedAnswers = () =>
    api.db.selectFrom('answers').select(['question_id', 'member_id', 'content']).execute();
  const isAnswered = async () =>
    (await api.app.inject({ url: `/api/v1/questions/${questionId}` })).json().answered;

  describe('GET /questions/{id}/answer', () => {
    it('shows the answer', async () => {
      await seedAnswer(api, questionId, admin.id);

      const response = await getAnswer();

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: expect.any(Number),
        questionId,
        content: '답변입니다.',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    });

    it('answers 404 ANSWER001 while the question is unanswered', async () => {
      const response = await getAnswer();

      expectRefusal(response, 404, { code: 'ANSWER001', message: '해당 답변을 찾을 수 없습니다.' });
    });

    it('answers 404 QUESTION001 when the question does not exist', async () => {
      const response = await getAnswer(999_999);

      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('QUESTION001');
    });

    it('rejects a non-integer question id with 400 COMMON005', async () => {
      const response = await getAnswer('first');

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'COMMON005',
        detail: { id: expect.any(String) },
      });
    });
  });

  describe('POST /questions/{id}/answer', () => {
    it('answers 201 with the answer and marks the question answered', async () => {
      const response = await write('POST', admin, { content: '**졸업학점**은 130학점입니다.' });

      expect(response.statusCode).toBe(201);
      const answer = response.json();
      expect(answer).toEqual({
        id: expect.any(Number),
        questionId,
        content: '**졸업학점**은 130학점입니다.',
        createdAt: expect.any(String),
        updatedAt: answer.createdAt,
      });
      expect((await getAnswer()).json()).toEqual(answer);
      expect(await isAnswered()).toBe(true);
      expect(await storedAnswers()).toEqual([
        { question_id: questionId, member_id: admin.id, content: '**졸업학점**은 130학점입니다.' },
      ]);
    });

    it('refuses a second answer with 409 ANSWER002 and keeps the first', async () => {
      await write('POST', admin, { content: '첫 답변' });

      const response = await write('POST', otherAdmin, { content: '두 번째 답변' });

      expectRefusal(response, 409, {
        code: 'ANSWER002',
        message: '이미 답변이 등록된 질문입니다.',
      });
      expect(await storedAnswers()).toEqual([
        { question_id: questionId, member_id: admin.id, content: '첫 답변' },
      ]);
    });

    it('lets exactly one of several simultaneous answers win; the others get 409', async () => {
      const responses = await Promise.all(
        [admin, otherAdmin, admin, otherAdmin].map((actor, index) =>
          write('POST', actor, { content: `동시 답변 ${index}` }),
        ),
      );

      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409, 409]);
      const winner = responses.find((response) => response.statusCode === 201)?.json();
      expect((await storedAnswers()).map((answer) => answer.content)).toEqual([winner.content]);
    });

    it('answers 404 QUESTION001 for a missing question', async () => {
      const response = await write('POST', admin, { content: '답변' }, 999_999);

      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('QUESTION001');
    });

    it('answers 401 ACCOUNT014 when the admin’s account is gone (its sessions went with it)', async () => {
      await api.db.deleteFrom('members').where('id', '=', otherAdmin.id).execute();
      await api.settled();

      const response = await write('POST', otherAdmin, { content: '답변' });

      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('ACCOUNT014');
      expect(await storedAnswers()).toEqual([]);
    });

    it.each([
      ['a missing content', {}, { content: CONTENT_REQUIRED }],
      ['a blank content', { content: ' \n ' }, { content: CONTENT_REQUIRED }],
      [
        'content over 10,000 characters',
        { content: '가'.repeat(10_001) },
        { content: '내용은 최대 10,000자까지 입력할 수 있습니다.' },
      ],
      [
        'an unknown field',
        { content: '답변', questionId: 3 },
        { questionId: '허용되지 않는 항목입니다.' },
      ],
    ])('rejects %s with 400 VALID001', async (_case, body, detail) => {
      const response = await write('POST', admin, body);

      expectValidationError(response, detail);
      expect(await storedAnswers()).toEqual([]);
    });
  });

  describe('PUT /questions/{id}/answer', () => {
    it('edits the answer: the editing admin becomes its member, updatedAt moves', async () => {
      await seedAnswer(api, questionId, admin.id);
      await backdate(api, questionId);
      const before = (await getAnswer()).json();

      const response = await write('PUT', otherAdmin, { content: '고친 답변' });

      expect(response.statusCode).toBe(200);
      const edited = response.json();
      expect(edited).toMatchObject({
        id: before.id,
        questionId,
        content: '고친 답변',
        createdAt: before.createdAt,
      });
      expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
      expect(await storedAnswers()).toEqual([
        { question_id: questionId, member_id: otherAdmin.id, content: '고친 답변' },
      ]);
    });

    it('answers 404 ANSWER001 when there is nothing to edit', async () => {
      const response = await write('PUT', admin, { content: '답변' });

      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('ANSWER001');
      expect(await storedAnswers()).toEqual([]);
    });

    it('answers 404 QUESTION001 for a missing question', async () => {
      const response = await write('PUT', admin, { content: '답변' }, 999_999);

      expect(response.json().code).toBe('QUESTION001');
    });

    it('answers 401 ACCOUNT014 when the editing admin’s account is gone', async () => {
      await seedAnswer(api, questionId, admin.id);
      await api.db.deleteFrom('members').where('id', '=', otherAdmin.id).execute();
      await api.settled();

      const response = await write('PUT', otherAdmin, { content: '고친 답변' });

      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('ACCOUNT014');
      expect(await storedAnswers()).toEqual([
        { question_id: questionId, member_id: admin.id, content: '답변입니다.' },
      ]);
    });

    it('validates the content like POST', async () => {
      await seedAnswer(api, questionId, admin.id);

      const response = await write('PUT', admin, { content: '' });

      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toEqual({ content: CONTENT_REQUIRED });
    });
  });

  describe('DELETE /questions/{id}/answer', () => {
    it('deletes the answer, the question becomes unanswered and can be answered again', async () => {
      await seedAnswer(api, questionId, admin.id);

      const response = await write('DELETE');

      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await isAnswered()).toBe(false);
      expect((await getAnswer()).json().code).toBe('ANSWER001');
      expect((await write('POST', admin, { content: '새 답변' })).statusCode).toBe(201);
    });

    it('keeps the question', async () => {
      await seedAnswer(api, questionId, admin.id);

      await write('DELETE');

      expect((await api.app.inject({ url: `/api/v1/questions/${questionId}` })).statusCode).toBe(
        200,
      );
    });

    it('answers 404 ANSWER001 when there is no answer, QUESTION001 when no question', async () => {
      expect((await write('DELETE')).json().code).toBe('ANSWER001');
      expect((await write('DELETE', admin, undefined, 999_999)).json().code).toBe('QUESTION001');
    });
  });
});
