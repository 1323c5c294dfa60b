import { smtpTransport } from '../../mail/transport';
import {
  GENEROUS_ATTEMPT_LIMITS,
  memberHeaders,
  signedInMember,
  testDatabaseKinds,
  useTestApi,
  type TestMember,
} from '../../testing';
import {
  decodedHeaderOf,
  startTestSmtpServer,
  textBodyOf,
  type TestSmtpServer,
} from '../../testing/smtp';
import { seedQuestion } from '../questions/testing';

// Address confirmation end to end below the browser: the api mails the link through nodemailer
// to a real SMTP server started here; the token is read back from the mail as its owner would.

describe.each(testDatabaseKinds())('confirming a mail address (%s)', (kind) => {
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  const api = useTestApi(kind, {
    config: {
      siteUrl: 'https://smunity.test',
      attemptLimits: {
        ...GENEROUS_ATTEMPT_LIMITS,
        mailConfirmations: { perMember: 4, perMailbox: 2, perIp: 1000 },
      },
    },
    dependencies: () => ({ mailTransport: smtpTransport(smtp.url) }),
    // Member ids start again after a reset: each test counts in windows of its own.
    newAttemptWindowEachTest: true,
  });
  afterAll(() => smtp?.close());
  beforeEach(() => {
    smtp.received.length = 0;
    smtp.refuseNext(0);
  });

  const put = (member: TestMember, email: string, answerMail = true) =>
    api.app.inject({
      method: 'PUT',
      url: '/api/v1/members/me/mail-settings',
      headers: memberHeaders(api, member.id),
      payload: { email, answerMail },
    });
  const settings = async (member: TestMember) =>
    (
      await api.app.inject({
        url: '/api/v1/members/me/mail-settings',
        headers: memberHeaders(api, member.id),
      })
    ).json();
  const resend = (member: TestMember) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/members/me/mail-settings/confirmation',
      headers: memberHeaders(api, member.id),
    });
  const confirm = (token: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/mail/confirm',
      payload: { token },
    });

  /** The token of the latest confirmation mail, from its link. */
  function latestToken(): string {
    const body = textBodyOf(smtp.received.at(-1)?.raw ?? '');
    const match =
      /https:\/\/smunity\.test\/mypage\/mail-confirmation#token=([A-Za-z0-9_-]{43})/.exec(body);
    if (match === null) throw new Error(`no confirmation link in:\n${body}`);
    return match[1]!;
  }

  it('mails a link to a new address; opening it confirms the address, once', async () => {
    const member = await signedInMember(api);
    const changed = await put(member, 'me@example.ac.kr');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      email: 'me@example.ac.kr',
      answerMail: true,
      emailConfirmed: false,
      confirmationSent: true,
    });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['me@example.ac.kr']);
    expect(decodedHeaderOf(mail?.raw ?? '', 'Subject')).toBe(
      '[스뮤니티] 이메일 주소를 확인해 주세요',
    );
    const body = textBodyOf(mail?.raw ?? '');
    expect(body).toContain('"이메일 주소 확인"을 눌러 주세요');
    expect(body).toContain('24시간 동안 유효합니다');
    const token = latestToken();
    // Only the hash is stored.
    const stored = await api.db.selectFrom('mail_confirmations').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toContain(token);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(
      '이메일 주소를 확인했습니다. 이제 답변 알림 메일을 받을 수 있습니다.',
    );
    expect((await settings(member)).emailConfirmed).toBe(true);
    // Used up: the same link again, or any other string, is 400.
    expect((await confirm(token)).json().code).toBe('NOTIFICATION007');
    expect((await confirm('x'.repeat(43))).statusCode).toBe(400);
    expect((await resend(member)).json().code).toBe('NOTIFICATION005');
  });

  it("is written in the member's language: English for a member whose language is en", async () => {
    const member = await signedInMember(api, { language: 'en' });

    // The request's own language does not matter: the mail is the member's.
    const changed = await api.app.inject({
      method: 'PUT',
      url: '/api/v1/members/me/mail-settings',
      headers: { ...memberHeaders(api, member.id), cookie: 'lang=ko' },
      payload: { email: 'me@example.com', answerMail: true },
    });
    expect(changed.statusCode).toBe(200);

    const raw = smtp.received.at(-1)?.raw ?? '';
    expect(decodedHeaderOf(raw, 'Subject')).toBe('[SMUNITY] Please confirm your email address');
    const body = textBodyOf(raw);
    expect(body).toContain(
      'If it is your address, open the link below and press "Confirm email address".',
    );
    expect(body).toContain('(The link works for 24 hours.)');
    expect(body).not.toMatch(/[\uAC00-\uD7A3]/);
    // The same link as in Korean, and it confirms the address (the page's request in English).
    const confirmed = await api.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/mail/confirm',
      headers: { cookie: 'lang=en' },
      payload: { token: latestToken() },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(
      'Your email address is confirmed. You can now get answer mails.',
    );
    expect((await settings(member)).emailConfirmed).toBe(true);
  });

  it('a link stops working after 24 hours (the api clock)', async () => {
    const member = await signedInMember(api);
    await put(member, 'late@example.com');
    const token = latestToken();
    api.clock.advance(24 * 3600);
    const refused = await confirm(token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'NOTIFICATION007',
      message:
        '확인 링크가 올바르지 않거나 만료되었습니다. 마이페이지에서 확인 메일을 다시 보내 주세요.',
    });
    expect((await settings(member)).emailConfirmed).toBe(false);
    // A new link works.
    expect((await resend(member)).statusCode).toBe(200);
    expect((await confirm(latestToken())).statusCode).toBe(200);
  });

  it('a changed address is unconfirmed, and the link to the old one confirms nothing', async () => {
    const member = await signedInMember(api);
    await put(member, 'first@example.com');
    const firstToken = latestToken();
    expect((await confirm(firstToken)).statusCode).toBe(200);
    await put(member, 'second@example.com');
    const secondToken = latestToken();
    expect(smtp.received.at(-1)?.to).toEqual(['second@example.com']);
    expect((await settings(member)).emailConfirmed).toBe(false);

    await put(member, 'third@example.com');
    // The link mailed to the second address is dead once the address changed.
    expect((await confirm(secondToken)).statusCode).toBe(400);
    expect((await settings(member)).emailConfirmed).toBe(false);
    // Keeping the same address sends nothing.
    const before = smtp.received.length;
    const same = await put(member, 'third@example.com', false);
    expect(same.json()).toMatchObject({ confirmationSent: false, answerMail: false });
    expect(smtp.received).toHaveLength(before);
  });

  it('answer mails go to a confirmed address only', async () => {
    const author = await signedInMember(api);
    const admin = await signedInMember(api, { role: 'ROLE_ADMIN' });
    await put(author, 'author@example.com');
    const answer = async (title: string) => {
      const questionId = await seedQuestion(api, author.id, { title });
      const response = await api.app.inject({
        method: 'POST',
        url: `/api/v1/questions/${questionId}/answer`,
        headers: admin.headers,
        payload: { content: '답변' },
      });
      expect(response.statusCode).toBe(201);
    };
    const outboxCount = async () =>
      (await api.db.selectFrom('mail_outbox').select('id').execute()).length;
    await answer('확인 전');
    expect(await outboxCount()).toBe(0);
    await confirm(latestToken());
    await answer('확인 후');
    expect(await outboxCount()).toBe(1);
  });

  it('limits confirmation mails per address and per member; a refused change changes nothing', async () => {
    const member = await signedInMember(api);
    const stranger = await signedInMember(api);
    expect((await put(member, 'victim@example.com')).statusCode).toBe(200);
    expect((await resend(member)).statusCode).toBe(200);
    // The address had its two mails: nobody (another member either) makes a third go there.
    const limited = await resend(member);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE001');
    const other = await put(stranger, 'victim@example.com');
    expect(other.statusCode).toBe(429);
    expect((await settings(stranger)).email).toBeNull();
    expect(smtp.received).toHaveLength(2);

    // Per member: four mails in the window, whatever the addresses.
    expect((await put(member, 'a@example.com')).statusCode).toBe(200);
    expect((await put(member, 'b@example.com')).statusCode).toBe(200);
    const fifth = await put(member, 'c@example.com');
    expect(fifth.statusCode).toBe(429);
    expect((await settings(member)).email).toBe('b@example.com');
    expect(smtp.received).toHaveLength(4);
  });

  it('503 when the SMTP server refuses; the address waits for a new link', async () => {
    const member = await signedInMember(api);
    smtp.refuseNext(1, 550);
    const refused = await put(member, 'bounce@example.com');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().code).toBe('NOTIFICATION006');
    expect(await settings(member)).toMatchObject({
      email: 'bounce@example.com',
      emailConfirmed: false,
    });
    expect((await resend(member)).statusCode).toBe(200);
    expect(smtp.received).toHaveLength(1);
  });
});
