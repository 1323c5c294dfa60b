import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

/** A mail as nodemailer takes it (from, to, subject, text, headers, list, messageId). */
export type MailMessage = Mail.Options;

/** Where mails go: an SMTP server, or .eml files when none is configured. */
export interface MailTransport {
  /** Resolves once the server has accepted the mail; throws a MailSendError otherwise. */
  send(message: MailMessage): Promise<void>;
  /**
   * Removes whatever the transport kept of the mails with these Message-IDs (a withdrawn
   * member's). SMTP keeps nothing: a sent mail is the recipient's.
   */
  forget(messageIds: readonly string[]): Promise<void>;
  close(): void;
}

/** A mail the transport could not hand over. `permanent`: trying again will not help (SMTP 5xx). */
export class MailSendError extends Error {
  override name = 'MailSendError';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** SMTP waits that a hung server cannot stretch past the sender's lease (outbox.ts). */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

/** SMTP through nodemailer (SMTP_URL). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    async send(message) {
      try {
        await transporter.sendMail(message);
      } catch (error) {
        throw asMailSendError(error);
      }
    },
    forget: async () => {},
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL: each mail is written as an .eml file (what an SMTP server would have
 * received, openable in any mail program) and announced in one line.
 */
export function emlFileTransport(folder: string, announce: (file: string) => void): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const { message: raw } = (await composer.sendMail(message)) as { message: Buffer };
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, emlFileName(String(message.messageId ?? randomUUID())));
      await writeFile(file, raw, { mode: 0o600 });
      announce(file);
    },
    async forget(messageIds) {
      for (const messageId of messageIds) {
        await rm(path.join(folder, emlFileName(messageId)), { force: true });
      }
    },
    close: () => composer.close(),
  };
}

/** A Message-ID as a file name: only letters, digits, dots and hyphens. */
function emlFileName(messageId: string): string {
  return `${messageId.replace(/[^A-Za-z0-9.-]/g, '')}.eml`;
}

function asMailSendError(error: unknown): MailSendError {
  const { message, responseCode } = error as { message?: string; responseCode?: number };
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
  return new MailSendError(String(message ?? error), permanent);
}
