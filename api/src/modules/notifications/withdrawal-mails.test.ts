import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { emlFileTransport } from '../../mail/transport';
import { signedInMember, testDatabaseKinds, useTestApi, withdraw } from '../../testing';
import { memberSession, SITE_PASSWORD } from '../accounts/testing';
import { seedQuestion } from '../questions/testing';
import { MailSender } from './outbox';

// Issue 36: without SMTP_URL the answer mails are .eml files in DATA_DIR/mail (address, question,
// answer); the privacy policy says mail records go at withdrawal, so the member's files go too.

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(testDatabaseKinds())('a withdrawn member’s answer mails (%s)', (kind) => {
  let dataDir: string;
  const api = useTestApi(kind, {
    config: async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'smunity-withdrawal-mails-'));
      return { dataDir, siteUrl: 'https://smunity.test' };
    },
    resetBetweenTests: false,
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('removes the member’s .eml files and outbox rows, and keeps everyone else’s', async () => {
    const mailFolder = path.join(dataDir, 'mail');
    const leaving = await memberSession(api, {
      email: 'leaving@example.com',
      email_confirmed_at: new Date('2026-01-01T00:00:00Z'),
    });
    const staying = await signedInMember(api, {
      email: 'staying@example.com',
      email_confirmed_at: new Date('2026-01-01T00:00:00Z'),
    });
    const admin = await signedInMember(api, { role: 'ROLE_ADMIN' });
    for (const authorId of [leaving.memberId, staying.id]) {
      const questionId = await seedQuestion(api, authorId, { title: '답변 메일 질문' });
      const answered = await api.app.inject({
        method: 'POST',
        url: `/api/v1/questions/${questionId}/answer`,
        headers: admin.headers,
        payload: { content: '답변입니다.' },
      });
      expect(answered.statusCode).toBe(201);
    }
    // The app writes its .eml files to DATA_DIR/mail; this sender does it as the server's would.
    const transport = emlFileTransport(mailFolder, () => {});
    const sender = new MailSender({
      db: api.db,
      transport,
      mail: { siteUrl: api.config.siteUrl, mailFrom: api.config.mailFrom, secret: 'x' },
      now: api.clock.now,
      log: silentLog,
    });
    expect((await sender.runOnce()).sent).toBe(2);
    transport.close();
    const files = (await readdir(mailFolder)).sort();
    expect(files).toHaveLength(2);
    const [leavingOutboxRow] = await api.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('member_id', '=', leaving.memberId)
      .execute();

    await withdraw(api, leaving.headers, SITE_PASSWORD);

    const left = await readdir(mailFolder);
    expect(left).toHaveLength(1);
    expect(left[0]).not.toContain(`answer-mail-${leavingOutboxRow!.id}smunity`);
    expect(files).toContain(`answer-mail-${leavingOutboxRow!.id}smunity.test.eml`);
    const outbox = await api.db.selectFrom('mail_outbox').select('member_id').execute();
    expect(outbox).toEqual([{ member_id: staying.id }]);
  });
});
