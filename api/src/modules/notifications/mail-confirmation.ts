import { createHash, randomBytes } from 'node:crypto';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@smunity/site-language';
import type { AppContext } from '../../context';
import type { AppDatabase } from '../../db/database';
import { AppError } from '../../errors';
import type { MailMessage } from '../../mail/transport';
import {
  confirmationIdsOf,
  confirmByToken,
  deleteConfirmationsOf,
  findAddress,
  insertConfirmation,
} from './confirmation-queries';

// An address gets answer mails only once its owner opened a link mailed to it (issue 36,
// docs/adr/0034). The link carries a random token; the database keeps only its SHA-256, so a
// copy of the database confirms nobody's address.

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 24 * 60 * 60_000;

/** The page of the site the link opens (mfe-mypage); it POSTs the token to the api. */
export const CONFIRMATION_PAGE = '/mypage/mail-confirmation';

export type ConfirmationContext = Pick<
  AppContext,
  'db' | 'config' | 'now' | 'attemptLimits' | 'mailTransport'
>;

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function confirmationMailId(siteUrl: string, confirmationId: number): string {
  return `<mail-confirmation-${confirmationId}@${new URL(siteUrl).hostname}>`;
}

/**
 * The confirmation mail in each of the site's languages; English with docs/domain.md §11's terms
 * and my page's labels. The link is the same in both.
 */
const CONFIRMATION_MAIL_TEXTS: Record<
  SiteLanguage,
  { subject: string; body(link: string, hours: number): string[] }
> = {
  ko: {
    subject: '[스뮤니티] 이메일 주소를 확인해 주세요',
    body: (link, hours) => [
      '안녕하세요. 스뮤니티 마이페이지에서 답변 알림을 받을 주소로 이 주소가 입력되었습니다.',
      '',
      '본인의 주소가 맞다면 아래 링크를 열고 "이메일 주소 확인"을 눌러 주세요.',
      `(링크는 ${hours}시간 동안 유효합니다.)`,
      '',
      link,
      '',
      '--',
      '본인이 입력하지 않았다면 이 메일을 무시해 주세요. 확인하지 않은 주소로는 메일을 보내지 않습니다.',
    ],
  },
  en: {
    subject: '[SMUNITY] Please confirm your email address',
    body: (link, hours) => [
      "Hello. This address was entered in SMUNITY's My page as the address for answer mails.",
      '',
      'If it is your address, open the link below and press "Confirm email address".',
      `(The link works for ${hours} hours.)`,
      '',
      link,
      '',
      '--',
      'If you did not enter it, please ignore this mail. No mail is sent to an address that has not been confirmed.',
    ],
  },
};

function confirmationMail(
  config: ConfirmationContext['config'],
  confirmation: { id: number; email: string; token: string; language: SiteLanguage },
): MailMessage {
  const link = `${config.siteUrl}${CONFIRMATION_PAGE}#token=${confirmation.token}`;
  const texts = CONFIRMATION_MAIL_TEXTS[confirmation.language];
  return {
    from: config.mailFrom,
    to: confirmation.email,
    subject: texts.subject,
    messageId: confirmationMailId(config.siteUrl, confirmation.id),
    text: texts.body(link, CONFIRMATION_TTL_MS / 3_600_000).join('\n'),
    // Base64 keeps the Korean text intact through any relay.
    textEncoding: 'base64',
  };
}

/**
 * Mails a confirmation link to the member's current address again (the page's "확인 메일 다시
 * 보내기"). 400 NOTIFICATION004 without an address, 409 NOTIFICATION005 when it is confirmed
 * already; then as `mailConfirmation`.
 */
export async function sendConfirmationAgain(
  context: ConfirmationContext,
  memberId: number,
  ip: string,
): Promise<void> {
  const address = await findAddress(context.db, memberId);
  if (address === undefined) throw AppError.of('MEMBER002');
  if (address.email === null) throw AppError.of('NOTIFICATION004');
  if (address.email_confirmed_at !== null) throw AppError.of('NOTIFICATION005');
  await countConfirmationMail(context, { memberId, email: address.email, ip });
  await mailConfirmation(context, memberId, address.email);
}

/**
 * Counts a confirmation mail against the member, the address and the client: 429 RATE001 before
 * anything is written or sent.
 */
export async function countConfirmationMail(
  context: Pick<ConfirmationContext, 'attemptLimits'>,
  { memberId, email, ip }: { memberId: number; email: string; ip: string },
): Promise<void> {
  await context.attemptLimits.mailConfirmations.consume({ ip, memberId, mailbox: email });
}

/**
 * Stores a new link for `email` and mails it there at once (counted by the caller), in the
 * member's language; 503 NOTIFICATION006 when the mail could not be handed over (the member may
 * ask again).
 */
export async function mailConfirmation(
  context: ConfirmationContext,
  memberId: number,
  email: string,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const createdAt = context.now();
  const id = await insertConfirmation(context.db, {
    memberId,
    email,
    tokenHash: hashOf(token),
    createdAt: new Date(createdAt),
    expiresAt: new Date(createdAt + CONFIRMATION_TTL_MS),
  });
  const language = (await findAddress(context.db, memberId))?.language ?? DEFAULT_LANGUAGE;
  try {
    await context.mailTransport.send(
      confirmationMail(context.config, { id, email, token, language }),
    );
  } catch {
    throw AppError.of('NOTIFICATION006');
  }
}

/**
 * Confirms the address a token was mailed to, if it is still the member's and the token has not
 * expired (400 NOTIFICATION007 otherwise). The member's other links are used up with it.
 */
export async function confirmAddress(context: ConfirmationContext, token: string): Promise<void> {
  const memberId = await confirmByToken(context.db, hashOf(token), new Date(context.now()));
  if (memberId === undefined) throw AppError.of('NOTIFICATION007');
  await forgetConfirmations(context, memberId);
}

/**
 * Deletes the member's confirmation links (address changed or confirmed) and whatever the
 * transport kept of their mails (.eml files without SMTP_URL).
 */
export async function forgetConfirmations(
  context: Pick<ConfirmationContext, 'db' | 'config' | 'mailTransport'>,
  memberId: number,
): Promise<void> {
  const ids = await deleteConfirmationsOf(context.db, memberId);
  await context.mailTransport.forget(
    ids.map((id) => confirmationMailId(context.config.siteUrl, id)),
  );
}

/** The Message-IDs of the member's pending confirmation mails (forgotten at withdrawal). */
export async function confirmationMailsOf(
  db: AppDatabase,
  siteUrl: string,
  memberId: number,
): Promise<string[]> {
  const ids = await confirmationIdsOf(db, memberId);
  return ids.map((id) => confirmationMailId(siteUrl, id));
}
