import type { SiteLanguage } from '@smunity/site-language';
import { sql } from 'kysely';
import { closeDatabase, postgresDatabase, type AppDatabase } from '../../db/database';
import { smtpTransport, type MailTransport } from '../../mail/transport';
import { memberHeaders, signedInMember, testDatabaseKinds, useTestApi } from '../../testing';
import {
  decodedHeaderOf,
  headerOf,
  startTestSmtpServer,
  textBodyOf,
  type TestSmtpServer,
} from '../../testing/smtp';
import { seedQuestion } from '../questions/testing';
import { backoffMs, DEFAULT_OUTBOX_POLICY, MailSender, type Scheduler } from './outbox';

// The answer mails end to end below the browser: an admin answers through the api, senders
// ("replicas") send from the outbox through nodemailer to a real SMTP server started here.

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

/** Timers that fire only when the test says so. */
class ManualScheduler implements Scheduler {
  readonly pending = new Map<number, { run: () => void; ms: number }>();
  private lastId = 0;
  private readonly awaited: Array<{ ms: number; resolve: () => void }> = [];
  setTimeout(run: () => void, ms: number): number {
    this.lastId += 1;
    this.pending.set(this.lastId, { run, ms });
    for (const waiter of this.awaited.filter((awaited) => awaited.ms === ms)) {
      this.awaited.splice(this.awaited.indexOf(waiter), 1);
      waiter.resolve();
    }
    return this.lastId;
  }
  /** Resolves once a timer of `ms` is pending: at once if one already is. */
  scheduled(ms: number): Promise<void> {
    if ([...this.pending.values()].some((timer) => timer.ms === ms)) return Promise.resolve();
    return new Promise((resolve) => this.awaited.push({ ms, resolve }));
  }
  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }
  fireAll(): void {
    const due = [...this.pending.values()];
    this.pending.clear();
    for (const timer of due) timer.run();
  }
}

describe.each(testDatabaseKinds())('answer mails through the outbox (%s)', (kind) => {
  let smtp: TestSmtpServer;
  const transports: MailTransport[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  // Before the api's own afterAll: the senders' transports and the server go first.
  afterAll(async () => {
    for (const transport of transports) transport.close();
    await smtp?.close();
  });
  const api = useTestApi(kind, { config: { siteUrl: 'https://smunity.test' } });
  beforeEach(() => {
    smtp.received.length = 0;
    smtp.refuseNext(0);
  });

  function sender(
    options: { db?: AppDatabase; transport?: MailTransport; scheduler?: Scheduler } = {},
  ) {
    const transport = options.transport ?? smtpTransport(smtp.url);
    transports.push(transport);
    return new MailSender({
      db: options.db ?? api.db,
      transport,
      mail: {
        siteUrl: api.config.siteUrl,
        mailFrom: api.config.mailFrom,
        secret: api.config.jwtSecret,
      },
      now: api.clock.now,
      scheduler: options.scheduler,
      log: silentLog,
    });
  }

  /** An author with an address, a question of theirs, and an admin's answer to it. */
  async function answeredQuestion(
    title = '전공선택 학점 질문',
    content = '**9학점** 남았습니다.\n교육과정표를 확인하세요.',
    authorLanguage: SiteLanguage = 'ko',
  ) {
    const author = await signedInMember(api, {
      email: 'author@example.com',
      email_confirmed_at: new Date('2026-01-01T00:00:00Z'),
      language: authorLanguage,
    });
    const admin = await signedInMember(api, { role: 'ROLE_ADMIN' });
    const questionId = await seedQuestion(api, author.id, { title });
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/v1/questions/${questionId}/answer`,
      headers: admin.headers,
      payload: { content },
    });
    expect(response.statusCode).toBe(201);
    return { author, admin, questionId };
  }

  const outboxRows = () => api.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

  it('sends one mail per answer: Korean subject, the title, the first lines, a link, one-click unsubscribe', async () => {
    const { author, questionId } = await answeredQuestion();

    expect(await sender().runOnce()).toEqual({ sent: 1, retried: 0, gaveUp: 0, dropped: 0 });
    // Sent is sent: another round (or replica) sends nothing.
    expect((await sender().runOnce()).sent).toBe(0);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['author@example.com']);
    const raw = mail?.raw ?? '';
    expect(decodedHeaderOf(raw, 'Subject')).toBe(
      '[스뮤니티] 내 질문에 답변이 달렸습니다: 전공선택 학점 질문',
    );
    const body = textBodyOf(raw);
    expect(body).toContain('질문: 전공선택 학점 질문');
    expect(body).toContain('**9학점** 남았습니다.\n교육과정표를 확인하세요.');
    expect(body).toContain(`https://smunity.test/qna/questions/${questionId}`);
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /<(https:\/\/smunity\.test\/api\/v1\/[^>]+)>/.exec(
      headerOf(raw, 'List-Unsubscribe') ?? '',
    )?.[1];
    expect(unsubscribe).toBeDefined();

    // The mail program's one-click POST (RFC 8058) turns the mails off, without a login.
    const url = new URL(unsubscribe ?? '');
    const response = await api.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    const settings = await api.app.inject({
      url: '/api/v1/members/me/mail-settings',
      headers: author.headers,
    });
    expect(settings.json()).toEqual({
      email: 'author@example.com',
      answerMail: false,
      emailConfirmed: true,
    });
    expect((await outboxRows())[0]?.sent_at).toBeInstanceOf(Date);
  });

  it("is written in the author's language: English for a member whose language is en", async () => {
    const { questionId } = await answeredQuestion(
      'Credits of the major',
      'You have **9 credits** left.',
      'en',
    );

    expect((await sender().runOnce()).sent).toBe(1);

    const raw = smtp.received[0]?.raw ?? '';
    expect(decodedHeaderOf(raw, 'Subject')).toBe(
      '[SMUNITY] Your question has an answer: Credits of the major',
    );
    expect(textBodyOf(raw)).toBe(
      [
        'Hello. The question you asked on the SMUNITY Q&A board has an answer.',
        '',
        'Question: Credits of the major',
        '',
        'Answer:',
        'You have **9 credits** left.',
        '',
        `See the whole answer: https://smunity.test/qna/questions/${questionId}`,
        '',
        '--',
        "You get this mail because 'Get answer mails' is on in My page.",
        'To stop them, turn it off in My page: https://smunity.test/mypage',
      ].join('\n'),
    );
    // The same one-click link as a Korean mail, under its English name.
    expect(headerOf(raw, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/smunity\.test\/api\/v1\/notifications\/mail\/unsubscribe\?token=[^>]+> \(Unsubscribe\)$/,
    );
  });

  it('tries again with backoff while the server refuses, and sends once it accepts', async () => {
    await answeredQuestion();
    smtp.refuseNext(2, 451);
    const mails = sender();

    expect((await mails.runOnce()).retried).toBe(1);
    let [row] = await outboxRows();
    expect(row?.attempts).toBe(1);
    expect(row?.last_error).toMatch(/451/);
    // Not due yet: nothing happens until the backoff has passed.
    expect(await mails.runOnce()).toEqual({ sent: 0, retried: 0, gaveUp: 0, dropped: 0 });

    api.clock.advance(backoffMs(DEFAULT_OUTBOX_POLICY, 1) / 1000);
    expect((await mails.runOnce()).retried).toBe(1);
    [row] = await outboxRows();
    expect(row?.attempts).toBe(2);
    // The wait doubled.
    api.clock.advance(backoffMs(DEFAULT_OUTBOX_POLICY, 1) / 1000);
    expect((await mails.runOnce()).sent).toBe(0);
    api.clock.advance(backoffMs(DEFAULT_OUTBOX_POLICY, 2) / 1000);
    expect((await mails.runOnce()).sent).toBe(1);

    expect(smtp.received).toHaveLength(1);
    [row] = await outboxRows();
    expect(row).toMatchObject({ attempts: 3, last_error: null });
  });

  it('gives up after the last try and shows the mail with its error to admins, who can send it again', async () => {
    const { admin } = await answeredQuestion();
    smtp.refuseNext(DEFAULT_OUTBOX_POLICY.maxAttempts, 451);
    const mails = sender();
    for (let attempt = 1; attempt < DEFAULT_OUTBOX_POLICY.maxAttempts; attempt += 1) {
      expect((await mails.runOnce()).retried).toBe(1);
      api.clock.advance(DEFAULT_OUTBOX_POLICY.maxBackoffMs / 1000);
    }
    expect((await mails.runOnce()).gaveUp).toBe(1);
    api.clock.advance(DEFAULT_OUTBOX_POLICY.maxBackoffMs / 1000);
    expect((await mails.runOnce()).sent).toBe(0);

    // Hours have passed: the admin signs in again.
    const headers = memberHeaders(api, admin.id, 'ROLE_ADMIN');
    const failures = await api.app.inject({ url: '/api/v1/admin/mail-failures', headers });
    expect(failures.statusCode).toBe(200);
    const [failure] = failures.json().content;
    expect(failure).toMatchObject({
      email: 'author@example.com',
      questionTitle: '전공선택 학점 질문',
      attempts: DEFAULT_OUTBOX_POLICY.maxAttempts,
    });
    expect(failure.lastError).toMatch(/451/);

    const retry = await api.app.inject({
      method: 'POST',
      url: `/api/v1/admin/mail-failures/${failure.id}/retry`,
      headers,
    });
    expect(retry.statusCode).toBe(204);
    expect((await mails.runOnce()).sent).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const after = await api.app.inject({ url: '/api/v1/admin/mail-failures', headers });
    expect(after.json().content).toEqual([]);
  });

  it('gives up at once on a permanent refusal (5xx)', async () => {
    await answeredQuestion();
    smtp.refuseNext(1, 550);
    expect((await sender().runOnce()).gaveUp).toBe(1);
    const [row] = await outboxRows();
    expect(row?.gave_up_at).toBeInstanceOf(Date);
    expect(row?.last_error).toMatch(/550/);
  });

  it('sends nothing for an answer deleted before its mail went out', async () => {
    const { admin, questionId } = await answeredQuestion();
    const removed = await api.app.inject({
      method: 'DELETE',
      url: `/api/v1/questions/${questionId}/answer`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await sender().runOnce()).toEqual({ sent: 0, retried: 0, gaveUp: 0, dropped: 0 });
    expect(smtp.received).toHaveLength(0);
    expect(await outboxRows()).toEqual([]);
  });

  it('sends nothing once the author turned the mails off or removed the address before it went out', async () => {
    const { author } = await answeredQuestion('첫 질문');
    const off = await api.app.inject({
      method: 'PUT',
      url: '/api/v1/members/me/mail-settings',
      headers: author.headers,
      payload: { email: 'author@example.com', answerMail: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await sender().runOnce()).dropped).toBe(1);
    expect(smtp.received).toHaveLength(0);
  });

  it('sends nothing to a stored address that is not one mailbox (stored before the strict check)', async () => {
    const { author } = await answeredQuestion('목록 주소');
    await api.db
      .updateTable('members')
      .set({ email: 'attacker,victim@evil.example' })
      .where('id', '=', author.id)
      .execute();
    // Even confirmed (the trigger unconfirmed the changed address): it is still not one mailbox.
    await api.db
      .updateTable('members')
      .set({ email_confirmed_at: new Date(api.clock.now()) })
      .where('id', '=', author.id)
      .execute();

    expect((await sender().runOnce()).dropped).toBe(1);
    expect(smtp.received).toHaveLength(0);
  });

  it('two replicas send every mail exactly once between them', async () => {
    const admin = await signedInMember(api, { role: 'ROLE_ADMIN' });
    const count = 24;
    for (let index = 0; index < count; index += 1) {
      const author = await signedInMember(api, {
        email: `student${index}@example.com`,
        email_confirmed_at: new Date('2026-01-01T00:00:00Z'),
      });
      const questionId = await seedQuestion(api, author.id, { title: `질문 ${index}` });
      const response = await api.app.inject({
        method: 'POST',
        url: `/api/v1/questions/${questionId}/answer`,
        headers: admin.headers,
        payload: { content: `답변 ${index}` },
      });
      expect(response.statusCode).toBe(201);
    }
    // With PostgreSQL the second replica has a connection pool of its own, as another process.
    const otherDb = kind === 'postgres' ? await secondPool(api.db) : api.db;
    try {
      const [first, second] = await Promise.all([
        sender().runOnce(),
        sender({ db: otherDb }).runOnce(),
      ]);
      expect(first.sent + second.sent).toBe(count);
    } finally {
      if (otherDb !== api.db) await closeDatabase(otherDb);
    }
    const recipients = smtp.received.flatMap((mail) => mail.to).sort();
    expect(recipients).toEqual(
      Array.from({ length: count }, (_, index) => `student${index}@example.com`).sort(),
    );
    expect((await outboxRows()).every((row) => row.sent_at !== null)).toBe(true);
  });

  it('a replica that dies between sending and marking: its lease runs out and another replica sends it again', async () => {
    await answeredQuestion();
    const realTransport = smtpTransport(smtp.url);
    transports.push(realTransport);
    // This replica hands the mail over, then never gets to mark it: the process is gone.
    const dying = sender({
      transport: {
        send: async (message) => {
          await realTransport.send(message);
          await new Promise<never>(() => {});
        },
        forget: async () => {},
        close: () => {},
      },
    });
    void dying.runOnce();
    await smtp.receivedMails(1);

    const survivor = sender();
    // Within the lease the row is the dead replica's.
    expect((await survivor.runOnce()).sent).toBe(0);
    api.clock.advance(DEFAULT_OUTBOX_POLICY.leaseMs / 1000);
    expect((await survivor.runOnce()).sent).toBe(1);

    // Sent again, with the same Message-ID, so the receiving side sees one mail.
    expect(smtp.received).toHaveLength(2);
    const ids = smtp.received.map((mail) => headerOf(mail.raw, 'Message-ID'));
    expect(ids[0]).toBeDefined();
    expect(ids[1]).toBe(ids[0]);
    const [row] = await outboxRows();
    expect(row?.attempts).toBe(2);
    expect(row?.sent_at).toBeInstanceOf(Date);
  });

  it('the running sender sends a new answer at once when woken, and polls for the rest', async () => {
    const scheduler = new ManualScheduler();
    const mails = sender({ scheduler });
    mails.start();
    await answeredQuestion();
    mails.wake();
    scheduler.fireAll();
    await smtp.receivedMails(1);
    // After the round it waits for the next poll.
    await scheduler.scheduled(DEFAULT_OUTBOX_POLICY.pollMs);
    await mails.stop();
    expect(scheduler.pending.size).toBe(0);
  });
});

/** A second connection pool on the same database: another replica's view of it. */
async function secondPool(db: AppDatabase): Promise<AppDatabase> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return postgresDatabase({ connectionString: url.toString(), max: 4 });
}
