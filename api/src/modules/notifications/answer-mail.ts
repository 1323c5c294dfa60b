import type { SiteLanguage } from '@smunity/site-language';
import type { MailMessage } from '../../mail/transport';
import type { MailContentRow } from './outbox-queries';
import { unsubscribeToken } from './unsubscribe-token';

/** How much of the answer a mail quotes: its first lines, cut at a length. */
const QUOTED_LINES = 6;
const QUOTED_CHARACTERS = 400;

export interface AnswerMailSettings {
  siteUrl: string;
  mailFrom: string;
  /** The token secret, whose derived key signs the unsubscribe link. */
  secret: string;
}

/** The first lines of the answer, as written (Markdown stays readable as plain text). */
export function quoteOf(content: string): string {
  const lines = content.replace(/\r\n?/g, '\n').trim().split('\n');
  let quote = lines.slice(0, QUOTED_LINES).join('\n');
  if (quote.length > QUOTED_CHARACTERS) quote = quote.slice(0, QUOTED_CHARACTERS).trimEnd();
  return quote.length < content.trim().length ? `${quote}\n…` : quote;
}

/** The unsubscribe URL of the List-Unsubscribe header: POSTed by the mail program (RFC 8058). */
export function unsubscribeUrl(settings: AnswerMailSettings, memberId: number): string {
  const token = unsubscribeToken(settings.secret, memberId);
  return `${settings.siteUrl}/api/v1/notifications/mail/unsubscribe?token=${token}`;
}

/** The Message-ID of an outbox row's mail, the same on every try. */
export function answerMailId(settings: Pick<AnswerMailSettings, 'siteUrl'>, outboxId: number) {
  return `<answer-mail-${outboxId}@${new URL(settings.siteUrl).hostname}>`;
}

/** What an answer mail is made of, in the words of its language. */
interface AnswerMailParts {
  title: string;
  quote: string;
  questionUrl: string;
  myPageUrl: string;
}

/**
 * The answer mail in each of the site's languages; English with docs/domain.md §11's terms and
 * my page's labels. The links are the same in both.
 */
const ANSWER_MAIL_TEXTS: Record<
  SiteLanguage,
  { subject(title: string): string; body(parts: AnswerMailParts): string[]; unsubscribe: string }
> = {
  ko: {
    subject: (title) => `[스뮤니티] 내 질문에 답변이 달렸습니다: ${title}`,
    body: ({ title, quote, questionUrl, myPageUrl }) => [
      '안녕하세요. 스뮤니티 Q&A 게시판에 남기신 질문에 답변이 달렸습니다.',
      '',
      `질문: ${title}`,
      '',
      '답변:',
      quote,
      '',
      `답변 전체 보기: ${questionUrl}`,
      '',
      '--',
      "이 메일은 마이페이지에서 '답변 알림 메일 받기'를 켜 두신 분께 보내드립니다.",
      `그만 받으시려면 마이페이지에서 끄실 수 있습니다: ${myPageUrl}`,
    ],
    unsubscribe: '수신 거부',
  },
  en: {
    subject: (title) => `[SMUNITY] Your question has an answer: ${title}`,
    body: ({ title, quote, questionUrl, myPageUrl }) => [
      'Hello. The question you asked on the SMUNITY Q&A board has an answer.',
      '',
      `Question: ${title}`,
      '',
      'Answer:',
      quote,
      '',
      `See the whole answer: ${questionUrl}`,
      '',
      '--',
      "You get this mail because 'Get answer mails' is on in My page.",
      `To stop them, turn it off in My page: ${myPageUrl}`,
    ],
    unsubscribe: 'Unsubscribe',
  },
};

/**
 * The one mail of an answer, in the member's language. Its Message-ID is the outbox row's, the same on every try, so a
 * mail that was sent again after a crash is recognised as one by the receiving side.
 */
export function answerMail(
  settings: AnswerMailSettings,
  outboxId: number,
  content: MailContentRow & { email: string },
): MailMessage {
  const texts = ANSWER_MAIL_TEXTS[content.language];
  return {
    from: settings.mailFrom,
    to: content.email,
    subject: texts.subject(content.question_title),
    messageId: answerMailId(settings, outboxId),
    text: texts
      .body({
        title: content.question_title,
        quote: quoteOf(content.answer_content),
        questionUrl: `${settings.siteUrl}/qna/questions/${content.question_id}`,
        myPageUrl: `${settings.siteUrl}/mypage`,
      })
      .join('\n'),
    // Base64 keeps the Korean text intact through any relay (and the same in every mail).
    textEncoding: 'base64',
    list: {
      unsubscribe: {
        url: unsubscribeUrl(settings, content.member_id),
        comment: texts.unsubscribe,
      },
    },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
