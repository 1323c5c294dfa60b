import type { Static } from '@fastify/type-provider-typebox';
import type { AppDatabase } from '../../db/database';
import { AppError } from '../../errors';
import { pageOf, pageOffset, type Page, type PageRequest } from '../../http/page';
import { listFailedMails, retryFailedMail } from './outbox-queries';
import {
  countNotifications,
  findMailSettings,
  listNotifications,
  markRead,
  updateMailSettings,
  type MailSettingsRow,
} from './queries';
import type { FailedMailSchema, MailSettingsSchema, NotificationSchema } from './schemas';
import {
  countConfirmationMail,
  forgetConfirmations,
  mailConfirmation,
  type ConfirmationContext,
} from './mail-confirmation';
import { memberOfUnsubscribeToken } from './unsubscribe-token';

export type Notification = Static<typeof NotificationSchema>;
export type MailSettings = Static<typeof MailSettingsSchema>;
export type FailedMail = Static<typeof FailedMailSchema>;

export async function notificationPage(
  db: AppDatabase,
  memberId: number,
  request: PageRequest,
): Promise<Page<Notification>> {
  const [rows, total] = await Promise.all([
    listNotifications(db, memberId, { limit: request.size, offset: pageOffset(request) }),
    countNotifications(db, memberId, { unreadOnly: false }),
  ]);
  const content = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    questionId: row.question_id,
    questionTitle: row.question_title,
    createdAt: row.created_at.toISOString(),
    read: row.read_at !== null,
  }));
  return pageOf(content, request, total);
}

export async function readNotification(
  db: AppDatabase,
  memberId: number,
  notificationId: number,
): Promise<void> {
  if (!(await markRead(db, memberId, notificationId))) throw AppError.of('NOTIFICATION001');
}

export async function mailSettingsOf(db: AppDatabase, memberId: number): Promise<MailSettings> {
  const row = await findMailSettings(db, memberId);
  if (row === undefined) throw AppError.of('MEMBER002');
  return toMailSettings(row);
}

/**
 * A new address is unconfirmed and gets a confirmation mail at once (counted before anything is
 * written: 429 RATE001 changes nothing); `confirmationSent` says one went out. The links mailed
 * to the old address stop working.
 */
export async function changeMailSettings(
  context: ConfirmationContext,
  memberId: number,
  ip: string,
  change: { email: string; answerMail: boolean },
): Promise<MailSettings & { confirmationSent: boolean }> {
  const { db } = context;
  const current = await findMailSettings(db, memberId);
  if (current === undefined) throw AppError.of('MEMBER002');
  const email = change.email === '' ? null : change.email;
  const changed = email !== current.email;
  if (changed && email !== null) await countConfirmationMail(context, { memberId, email, ip });
  const row = await updateMailSettings(db, memberId, { email, answerMail: change.answerMail });
  if (row === undefined) throw AppError.of('MEMBER002');
  if (changed) await forgetConfirmations(context, memberId);
  if (changed && email !== null) await mailConfirmation(context, memberId, email);
  return { ...toMailSettings(row), confirmationSent: changed && email !== null };
}

/**
 * One-click unsubscribe (RFC 8058): turns the member's answer mails off. A member who has since
 * withdrawn has nothing left to turn off, which is the outcome asked for.
 */
export async function unsubscribe(db: AppDatabase, secret: string, token: string): Promise<void> {
  const memberId = memberOfUnsubscribeToken(secret, token);
  if (memberId === null) throw AppError.of('NOTIFICATION002');
  await updateMailSettings(db, memberId, { answerMail: false });
}

/** How many failed mails the admins' page lists (the latest). */
const FAILED_MAILS_SHOWN = 100;

export async function failedMails(db: AppDatabase): Promise<FailedMail[]> {
  const rows = await listFailedMails(db, FAILED_MAILS_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    email: row.email,
    questionId: row.question_id,
    questionTitle: row.question_title,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
    gaveUpAt: row.gave_up_at.toISOString(),
  }));
}

export async function retryMail(db: AppDatabase, id: number, now: Date): Promise<void> {
  if (!(await retryFailedMail(db, id, now))) throw AppError.of('NOTIFICATION003');
}

function toMailSettings(row: MailSettingsRow): MailSettings {
  return {
    email: row.email,
    answerMail: row.answer_mail,
    emailConfirmed: row.email !== null && row.email_confirmed_at !== null,
  };
}

// What answering a question records for its author (answers): through this module's service,
// never its queries.ts (modules/layering.test.ts).
export { announceChangedAnswer, announceNewAnswer } from './queries';
// What sign-up and withdrawal do about a member's address (accounts, members).
export { confirmationMailsOf, sendConfirmationAgain } from './mail-confirmation';
