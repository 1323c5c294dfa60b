import { signedInMember, testDatabaseKinds, useTestApi, type TestMember } from '../../testing';
import { seedQuestion } from '../questions/testing';
import { unsubscribeToken } from './unsubscribe-token';

describe.each(testDatabaseKinds())('notifications api (%s)', (kind) => {
  const api = useTestApi(kind);
  let author: TestMember;
  let other: TestMember;
  let admin: TestMember;

  beforeEach(async () => {
    author = await signedInMember(api, {
      email: 'author@example.com',
      email_confirmed_at: new Date('2026-01-01T00:00:00Z'),
    });
    other = await signedInMember(api, {
      email: 'other@example.com',
      email_confirmed_at: new Date('2026-01-01T00:00:00Z'),
    });
    admin = await signedInMember(api, {
      role: 'ROLE_ADMIN',
      email: 'admin@example.com',
      email_confirmed_at: new Date('2026-01-01T00:00:00Z'),
    });
  });

  const answer = (
    questionId: number,
    method: 'POST' | 'PUT' | 'DELETE' = 'POST',
    by: TestMember = admin,
  ) =>
    api.app.inject({
      method,
      url: `/api/v1/questions/${questionId}/answer`,
      headers: by.headers,
      ...(method === 'DELETE' ? {} : { payload: { content: `${method} 답변` } }),
    });
  const get = (url: string, member?: TestMember) =>
    api.app.inject({ url: `/api/v1${url}`, headers: member?.headers });
  const post = (url: string, member?: TestMember) =>
    api.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: member?.headers });
  const unread = async (member: TestMember) =>
    (await get('/notifications/unread-count', member)).json().count as number;
  const outboxCount = async () =>
    (await api.db.selectFrom('mail_outbox').select('id').execute()).length;

  it('tells only the author, newest first, and counts what is unread', async () => {
    const first = await seedQuestion(api, author.id, { title: '첫 질문' });
    const second = await seedQuestion(api, author.id, { title: '둘째 질문' });
    expect((await answer(first)).statusCode).toBe(201);
    expect((await answer(second)).statusCode).toBe(201);

    expect(await unread(author)).toBe(2);
    expect(await unread(other)).toBe(0);
    expect(await unread(admin)).toBe(0);
    const page = (await get('/notifications', author)).json();
    expect(page.totalElements).toBe(2);
    expect(
      page.content.map((n: { questionTitle: string; kind: string; read: boolean }) => [
        n.questionTitle,
        n.kind,
        n.read,
      ]),
    ).toEqual([
      ['둘째 질문', 'ANSWERED', false],
      ['첫 질문', 'ANSWERED', false],
    ]);
    expect(page.content[0].questionId).toBe(second);
  });

  it('marks one read (only their own), then all', async () => {
    await answer(await seedQuestion(api, author.id));
    await answer(await seedQuestion(api, author.id));
    const [latest] = (await get('/notifications', author)).json().content;

    expect((await post(`/notifications/${latest.id}/read`, other)).json().code).toBe(
      'NOTIFICATION001',
    );
    expect((await post(`/notifications/${latest.id}/read`, author)).statusCode).toBe(204);
    // Reading again changes nothing.
    expect((await post(`/notifications/${latest.id}/read`, author)).statusCode).toBe(204);
    expect(await unread(author)).toBe(1);
    expect((await post('/notifications/read-all', author)).statusCode).toBe(204);
    expect(await unread(author)).toBe(0);
    expect(
      (await get('/notifications', author)).json().content.map((n: { read: boolean }) => n.read),
    ).toEqual([true, true]);
  });

  it('an edited answer: an unread notice moves up; once read, a new "answer changed" one', async () => {
    const questionId = await seedQuestion(api, author.id);
    await answer(questionId);
    expect((await answer(questionId, 'PUT')).statusCode).toBe(200);
    expect(await unread(author)).toBe(1);
    await post('/notifications/read-all', author);
    await answer(questionId, 'PUT');
    const kinds = (await get('/notifications', author))
      .json()
      .content.map((n: { kind: string }) => n.kind);
    expect(kinds).toEqual(['ANSWER_CHANGED', 'ANSWERED']);
    // One mail per answer: the edit sends none.
    expect(await outboxCount()).toBe(1);
  });

  it('a deleted answer takes its notifications and unsent mail with it', async () => {
    const questionId = await seedQuestion(api, author.id);
    await answer(questionId);
    expect((await answer(questionId, 'DELETE')).statusCode).toBe(204);
    expect(await unread(author)).toBe(0);
    expect(await outboxCount()).toBe(0);
  });

  it('no mail for an author without an address, with mails off, or answering their own question', async () => {
    const noAddress = await signedInMember(api, { email: null });
    const mailsOff = await signedInMember(api, { email: 'off@example.com', answer_mail: false });
    await answer(await seedQuestion(api, noAddress.id));
    await answer(await seedQuestion(api, mailsOff.id));
    await answer(await seedQuestion(api, admin.id));
    expect(await outboxCount()).toBe(0);
    // On the site they are still told (except the admin, who wrote the answer).
    expect(await unread(noAddress)).toBe(1);
    expect(await unread(mailsOff)).toBe(1);
    expect(await unread(admin)).toBe(0);
    await answer(await seedQuestion(api, author.id));
    expect(await outboxCount()).toBe(1);
  });

  it('members only: visitors get 401, page parameters are checked', async () => {
    expect((await get('/notifications')).statusCode).toBe(401);
    expect((await get('/notifications/unread-count')).statusCode).toBe(401);
    expect((await post('/notifications/read-all')).statusCode).toBe(401);
    expect((await get('/notifications?size=51', author)).statusCode).toBe(400);
    expect((await post('/notifications/0/read', author)).statusCode).toBe(400);
  });

  it('mail settings: add, change and remove the address (format checked), switch mails off', async () => {
    expect((await get('/members/me/mail-settings', author)).json()).toEqual({
      email: 'author@example.com',
      answerMail: true,
      emailConfirmed: true,
    });
    const put = (payload: object) =>
      api.app.inject({
        method: 'PUT',
        url: '/api/v1/members/me/mail-settings',
        headers: author.headers,
        payload,
      });
    for (const email of [
      'not-an-address',
      'a@b',
      'a b@example.com',
      `${'a'.repeat(250)}@example.com`,
      // One mailbox only: a list, a group, a comment or a display name could reach a stranger.
      'attacker,victim@evil.example',
      'me@example.com;victim@evil.example',
      'friends:victim@evil.example;',
      'me(x)@example.com',
      'Me <victim@evil.example>',
      '"a,b"@evil.example',
    ]) {
      const refused = await put({ email, answerMail: true });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail.email).toBe('이메일 형식에 맞지 않습니다.');
    }
    expect((await put({ email: 'new@example.ac.kr', answerMail: false })).json()).toEqual({
      email: 'new@example.ac.kr',
      answerMail: false,
      emailConfirmed: false,
      confirmationSent: true,
    });
    expect((await put({ email: '', answerMail: true })).json()).toEqual({
      email: null,
      answerMail: true,
      emailConfirmed: false,
      confirmationSent: false,
    });
    expect((await put({ answerMail: true })).statusCode).toBe(400);
    expect(
      (
        await api.app.inject({
          method: 'PUT',
          url: '/api/v1/members/me/mail-settings',
          payload: { email: '', answerMail: true },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('one-click unsubscribe: a signed token turns the mails off; anything else is 400', async () => {
    const unsubscribe = (token: string) =>
      api.app.inject({
        method: 'POST',
        url: `/api/v1/notifications/mail/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const token = unsubscribeToken(api.config.jwtSecret, author.id);
    const forged = unsubscribeToken('another-secret-that-is-long-enough-xx', author.id);
    const otherMembers = token.replace(/^\d+/, String(other.id));
    for (const bad of [forged, otherMembers, 'garbage', '']) {
      const refused = await unsubscribe(bad);
      expect(refused.statusCode).toBe(400);
    }
    expect((await get('/members/me/mail-settings', author)).json().answerMail).toBe(true);
    // Opened in a browser (or by a link scanner): nothing changes, the person goes to my page.
    const opened = await api.app.inject({
      url: `/api/v1/notifications/mail/unsubscribe?token=${token}`,
    });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`${api.config.siteUrl}/mypage`);
    expect((await get('/members/me/mail-settings', author)).json().answerMail).toBe(true);
    expect((await unsubscribe(token)).statusCode).toBe(200);
    expect((await get('/members/me/mail-settings', author)).json().answerMail).toBe(false);
    expect((await get('/members/me/mail-settings', other)).json().answerMail).toBe(true);
  });

  it('the board\'s "내 질문": only my questions with their status; visitors get 401', async () => {
    const mine = await seedQuestion(api, author.id, { title: '내 질문' });
    await seedQuestion(api, other.id, { title: '남의 질문' });
    await answer(mine);
    const page = (await get('/questions?mine=true', author)).json();
    expect(
      page.content.map((q: { title: string; answered: boolean }) => [q.title, q.answered]),
    ).toEqual([['내 질문', true]]);
    expect(page.totalElements).toBe(1);
    expect((await get('/questions?mine=true')).statusCode).toBe(401);
    expect((await get('/questions')).json().totalElements).toBe(2);
  });

  it('failed mails are for admins only', async () => {
    expect((await get('/admin/mail-failures', author)).statusCode).toBe(403);
    expect((await get('/admin/mail-failures')).statusCode).toBe(401);
    expect((await get('/admin/mail-failures', admin)).json()).toEqual({ content: [] });
    expect((await post('/admin/mail-failures/1/retry', admin)).json().code).toBe('NOTIFICATION003');
  });
});
