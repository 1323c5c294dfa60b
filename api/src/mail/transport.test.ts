import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestSmtpServer } from '../testing/smtp';
import { emlFileTransport, MailSendError, smtpTransport } from './transport';

const MESSAGE = {
  from: 'SMUNITY <no-reply@smunity.test>',
  to: 'student@example.com',
  subject: '[스뮤니티] 테스트',
  text: '본문입니다.',
  messageId: '<answer-mail-1@smunity.test>',
};

describe('mail transports', () => {
  it('without SMTP: writes the mail as an .eml file and announces it in one line', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'smunity-mail-'));
    try {
      const announced: string[] = [];
      const transport = emlFileTransport(folder, (file) => announced.push(file));
      await transport.send(MESSAGE);
      transport.close();

      expect(announced).toEqual([path.join(folder, 'answer-mail-1smunity.test.eml')]);
      const raw = readFileSync(announced[0] ?? '', 'utf8');
      expect(raw).toMatch(/^To: student@example\.com$/m);
      expect(raw).toMatch(/^Message-ID: <answer-mail-1@smunity\.test>$/m);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('SMTP: a temporary refusal may be tried again, a permanent one (5xx) not', async () => {
    const smtp = await startTestSmtpServer();
    const transport = smtpTransport(smtp.url);
    try {
      smtp.refuseNext(1, 451);
      const temporary = await transport.send(MESSAGE).catch((error: unknown) => error);
      expect(temporary).toBeInstanceOf(MailSendError);
      expect((temporary as MailSendError).permanent).toBe(false);

      smtp.refuseNext(1, 550);
      const permanent = await transport.send(MESSAGE).catch((error: unknown) => error);
      expect((permanent as MailSendError).permanent).toBe(true);

      await transport.send(MESSAGE);
      expect(smtp.received.map((mail) => mail.to)).toEqual([['student@example.com']]);
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});
