import {
  expectRateLimited,
  expectRefusal,
  signedInMember,
  testConfig,
  testDatabaseKinds,
  useTestApi,
  type TestMember,
} from '../../testing';
import { seedAnswer, seedQuestion } from './testing';

// Issue 24 (docs/adr/0032): admins' edits and deletions of others' questions and answers are in
// the audit log; Q&A writes, share creation and share reads are limited.

describe.each(testDatabaseKinds())('moderation audit log and write limits (%s)', (kind) => {
  const api = useTestApi(kind, {
    config: {
      attemptLimits: {
        ...testConfig().attemptLimits,
        qnaWrites: { perMember: 3, perIp: 5 },
        shareCreation: { perMember: 2, perIp: 100 },
        shareReads: { perIp: 3 },
      },
    },
    newAttemptWindowEachTest: true,
  });

  const send = (
    member: TestMember,
    method: 'PUT' | 'DELETE' | 'POST',
    url: string,
    payload?: object,
  ) =>
    api.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: member.headers,
      ...(payload === undefined ? {} : { payload }),
    });
  const auditLog = async (admin: TestMember) =>
    (await api.app.inject({ url: '/api/v1/admin/audit-log', headers: admin.headers })).json()
      .content;
  const edit = { title: '고친 제목', content: '고친 내용' };

  it("logs an admin's edit and deletion of someone else's question, by 학번, name and title", async () => {
    const admin = await signedInMember(api, { role: 'ROLE_ADMIN', name: '관리자' });
    const author = await signedInMember(api, { name: '글쓴이' });
    const id = await seedQuestion(api, author.id, { title: '원래 제목' });

    expect((await send(admin, 'PUT', `/questions/${id}`, edit)).statusCode).toBe(200);
    expect((await send(admin, 'DELETE', `/questions/${id}`)).statusCode).toBe(204);

    const entries = await auditLog(admin);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'QUESTION_DELETED',
        source: 'WEB',
        actor: { username: admin.username, name: '관리자' },
        target: { username: author.username, name: '글쓴이' },
        question: { id, title: '고친 제목' },
      }),
      expect.objectContaining({
        action: 'QUESTION_EDITED',
        question: { id, title: '원래 제목' },
      }),
    ]);
  });

  it("logs nothing for an author's own changes, an admin's own question, or a refused change", async () => {
    const admin = await signedInMember(api, { role: 'ROLE_ADMIN' });
    const author = await signedInMember(api);
    const other = await signedInMember(api);
    const own = await seedQuestion(api, author.id);
    const admins = await seedQuestion(api, admin.id);
    expect((await send(author, 'PUT', `/questions/${own}`, edit)).statusCode).toBe(200);
    expect((await send(other, 'PUT', `/questions/${own}`, edit)).statusCode).toBe(403);
    expect((await send(admin, 'PUT', `/questions/${admins}`, edit)).statusCode).toBe(200);
    expect((await send(author, 'DELETE', `/questions/${own}`)).statusCode).toBe(204);
    expect(await auditLog(admin)).toEqual([]);
  });

  it('lets only an admin change a question whose author withdrew, logged as by "탈퇴한 회원"', async () => {
    const admin = await signedInMember(api, { role: 'ROLE_ADMIN', name: '관리자' });
    const member = await signedInMember(api);
    const id = await seedQuestion(api, admin.id, { title: '남은 질문' });
    await seedAnswer(api, id, admin.id);
    // What a withdrawal leaves of an answered question (migrations/015: ON DELETE SET NULL).
    await api.db.updateTable('questions').set({ member_id: null }).where('id', '=', id).execute();

    const detail = await api.app.inject({ url: `/api/v1/questions/${id}`, headers: admin.headers });
    expect(detail.json()).toMatchObject({ author: '탈퇴한 회원', isAuthor: false });
    expect((await send(member, 'PUT', `/questions/${id}`, edit)).statusCode).toBe(403);
    expect((await send(member, 'DELETE', `/questions/${id}`)).statusCode).toBe(403);
    expect((await send(admin, 'PUT', `/questions/${id}`, edit)).statusCode).toBe(200);
    expect((await send(admin, 'DELETE', `/questions/${id}`)).statusCode).toBe(204);

    const withdrawn = { username: '탈퇴한 회원', name: '탈퇴한 회원' };
    expect(await auditLog(admin)).toEqual([
      expect.objectContaining({ action: 'QUESTION_DELETED', target: withdrawn }),
      expect.objectContaining({
        action: 'QUESTION_EDITED',
        target: withdrawn,
        question: { id, title: '남은 질문' },
      }),
    ]);
  });

  it('keeps the answer of a question whose author withdrew: 409 ANSWER003, both stay', async () => {
    const admin = await signedInMember(api, { role: 'ROLE_ADMIN' });
    const id = await seedQuestion(api, admin.id);
    await seedAnswer(api, id, admin.id);
    await api.db.updateTable('questions').set({ member_id: null }).where('id', '=', id).execute();

    const refused = await send(admin, 'DELETE', `/questions/${id}/answer`);

    expectRefusal(refused, 409, {
      code: 'ANSWER003',
      message:
        '작성자가 탈퇴한 질문의 답변은 삭제할 수 없습니다. 답변을 수정하거나 질문을 삭제해 주세요.',
    });
    const answers = await api.db.selectFrom('answers').select('question_id').execute();
    expect(answers).toEqual([{ question_id: id }]);
    expect(await auditLog(admin)).toEqual([]);
    // What the admin may do instead: edit the answer, or delete the question with it.
    expect(
      (await send(admin, 'PUT', `/questions/${id}/answer`, { content: '고친 답변' })).statusCode,
    ).toBe(200);
    expect((await send(admin, 'DELETE', `/questions/${id}`)).statusCode).toBe(204);
  });

  it("logs an admin's edit and deletion of another admin's answer, not of its own", async () => {
    const first = await signedInMember(api, { role: 'ROLE_ADMIN', name: '첫째' });
    const second = await signedInMember(api, { role: 'ROLE_ADMIN', name: '둘째' });
    const author = await signedInMember(api);
    const id = await seedQuestion(api, author.id, { title: '답변 달린 질문' });
    await seedAnswer(api, id, first.id);

    // The second admin edits the first's answer (then it is the second's), edits again, deletes.
    expect(
      (await send(second, 'PUT', `/questions/${id}/answer`, { content: '고침' })).statusCode,
    ).toBe(200);
    expect(
      (await send(second, 'PUT', `/questions/${id}/answer`, { content: '또 고침' })).statusCode,
    ).toBe(200);
    expect((await send(first, 'DELETE', `/questions/${id}/answer`)).statusCode).toBe(204);

    expect(
      (await auditLog(first)).map(
        (entry: { action: string; actor: { name: string }; target: { name: string } }) => [
          entry.action,
          entry.actor.name,
          entry.target.name,
        ],
      ),
    ).toEqual([
      ['ANSWER_DELETED', '첫째', '둘째'],
      ['ANSWER_EDITED', '둘째', '첫째'],
    ]);
  });

  it('limits question and answer writes per member (429 RATE001, Retry-After) and per address', async () => {
    const member = await signedInMember(api);
    const write = (who: TestMember, remoteAddress: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/v1/questions',
        headers: who.headers,
        payload: { title: '질문', content: '내용' },
        remoteAddress,
      });
    for (let i = 0; i < 3; i += 1)
      expect((await write(member, `10.0.0.${i}`)).statusCode).toBe(201);
    const limited = await write(member, '10.0.0.9');
    expectRateLimited(limited);
    const questions = await api.db.selectFrom('questions').select('id').execute();
    expect(questions).toHaveLength(3);

    // Per address: five writes of several members from one address.
    api.clock.advance(api.config.attemptLimits.windowSeconds);
    const members = await Promise.all([signedInMember(api), signedInMember(api)]);
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await write(members[i % 2]!, '10.1.1.1')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('limits share links made per member and public share reads per address', async () => {
    const member = await signedInMember(api);
    const create = () => send(member, 'POST', '/shares', { expiresInDays: 7, showName: false });
    const made = [await create(), await create()];
    // Made or refused for the member's own reasons (e.g. no courses), but never limited.
    expect(made.map((answer) => answer.statusCode)).not.toContain(429);
    const limited = await create();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE001');

    const read = (remoteAddress: string) =>
      api.app.inject({ url: `/api/v1/shares/${'a'.repeat(43)}`, remoteAddress });
    for (let i = 0; i < 3; i += 1) expect((await read('10.2.2.2')).statusCode).toBe(404);
    const refused = await read('10.2.2.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE001');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await read('10.3.3.3')).statusCode).toBe(404);
  });
});
