import type { SiteLanguage } from '@smunity/site-language';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { memberOf, requireMember } from '../../auth/principal';
import { named, type DomainPlugin } from '../../context';
import {
  AddressConfirmedResponses,
  ChangedMailSettingsResponses,
  ConfirmationResentResponses,
  MailConfirmationBodySchema,
  MailSettingsBodySchema,
  MailSettingsResponses,
  MarkedReadResponses,
  NotificationIdParamsSchema,
  NotificationPageQuerySchema,
  NotificationPageResponses,
  UnreadCountResponses,
  UnsubscribeQuerySchema,
  UnsubscribeResponses,
} from './schemas';
import { countNotifications, markAllRead } from './queries';
import { confirmAddress } from './mail-confirmation';
import {
  changeMailSettings,
  mailSettingsOf,
  notificationPage,
  readNotification,
  sendConfirmationAgain,
  unsubscribe,
} from './service';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

/**
 * A member's notifications of answers to their questions, their answer-mail settings, and the
 * mails' one-click unsubscribe (docs/adr/0034). The notifications and mails themselves are
 * written by the answers module, in the answer's transaction.
 */
/** The `message` of a call that succeeded, in the request's language (ADR 0063). */
const NOTICES = {
  confirmationSent: { ko: '확인 메일을 보냈습니다.', en: 'The confirmation mail was sent.' },
  addressConfirmed: {
    ko: '이메일 주소를 확인했습니다. 이제 답변 알림 메일을 받을 수 있습니다.',
    en: 'Your email address is confirmed. You can now get answer mails.',
  },
  unsubscribed: {
    ko: '답변 알림 메일을 더 이상 보내지 않습니다.',
    en: 'Answer mails will no longer be sent to you.',
  },
} as const satisfies Record<string, Record<SiteLanguage, string>>;

export const notificationRoutes: DomainPlugin = async (app, { context }) => {
  const { db, config } = context;

  app.get(
    '/notifications',
    {
      onRequest: requireMember,
      schema: {
        tags,
        security,
        summary: '내 알림 (최신순, 페이지 번호는 0부터)',
        querystring: NotificationPageQuerySchema,
        response: NotificationPageResponses,
      },
    },
    async (request) => notificationPage(db, memberOf(request).memberId, request.query),
  );

  app.get(
    '/notifications/unread-count',
    {
      onRequest: requireMember,
      schema: { tags, security, summary: '읽지 않은 알림 수', response: UnreadCountResponses },
    },
    async (request) => ({
      count: await countNotifications(db, memberOf(request).memberId, { unreadOnly: true }),
    }),
  );

  app.post(
    '/notifications/:id/read',
    {
      onRequest: requireMember,
      schema: {
        tags,
        security,
        summary: '알림 읽음 표시 (본인 알림만, 아니면 404)',
        params: NotificationIdParamsSchema,
        response: MarkedReadResponses,
      },
    },
    async (request, reply) => {
      await readNotification(db, memberOf(request).memberId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/notifications/read-all',
    {
      onRequest: requireMember,
      schema: { tags, security, summary: '모두 읽음', response: MarkedReadResponses },
    },
    async (request, reply) => {
      await markAllRead(db, memberOf(request).memberId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/members/me/mail-settings',
    {
      onRequest: requireMember,
      schema: {
        tags,
        security,
        summary: '알림 메일 설정 (이메일 주소, 답변 알림 메일 받기)',
        response: MailSettingsResponses,
      },
    },
    async (request) => mailSettingsOf(db, memberOf(request).memberId),
  );

  app.put(
    '/members/me/mail-settings',
    {
      onRequest: requireMember,
      schema: {
        tags,
        security,
        summary: "알림 메일 설정 바꾸기 (email ''은 주소 삭제)",
        description:
          '주소가 바뀌면 새 주소는 확인 전 상태가 되고 확인 메일을 바로 보냄 (회원·주소·접속 주소별 횟수 제한, 넘으면 429 RATE001이고 아무것도 바뀌지 않음). 메일을 넘겨주지 못하면 503 NOTIFICATION006 (주소는 바뀐 채 확인 대기).',
        body: MailSettingsBodySchema,
        response: ChangedMailSettingsResponses,
      },
    },
    async (request) =>
      changeMailSettings(context, memberOf(request).memberId, request.ip, request.body),
  );

  app.post(
    '/members/me/mail-settings/confirmation',
    {
      onRequest: requireMember,
      schema: {
        tags,
        security,
        summary: '확인 메일 다시 보내기',
        description:
          '지금 주소로 새 확인 링크를 보냄. 주소가 없으면 400 NOTIFICATION004, 이미 확인된 주소면 409 NOTIFICATION005, 횟수 제한은 주소를 바꿀 때와 같음.',
        response: ConfirmationResentResponses,
      },
    },
    async (request) => {
      await sendConfirmationAgain(context, memberOf(request).memberId, request.ip);
      return { message: NOTICES.confirmationSent[request.language] };
    },
  );

  // The mailed link opens a page of the site (mfe-mypage) that POSTs its token here when the
  // member presses the button: a mail scanner fetching the link confirms nothing (docs/adr/0034).
  app.post(
    '/notifications/mail/confirm',
    {
      schema: {
        tags,
        summary: '이메일 주소 확인 (확인 메일의 링크, 로그인 불필요)',
        description:
          '토큰이 없거나 만료되었거나 주소가 그 뒤 바뀌었으면 400 NOTIFICATION007. 링크는 24시간 유효.',
        body: MailConfirmationBodySchema,
        response: AddressConfirmedResponses,
      },
    },
    async (request) => {
      await confirmAddress(context, request.body.token);
      return { message: NOTICES.addressConfirmed[request.language] };
    },
  );

  // RFC 8058: the mail program POSTs `List-Unsubscribe=One-Click` as a form to the header's URL,
  // without cookies or a login; the signed token says whose mails stop. Forms are parsed in
  // this scope only, every other route keeps JSON-only bodies.
  await app.register(
    named(async function oneClickUnsubscribe(scope) {
      const oneClick = scope.withTypeProvider<TypeBoxTypeProvider>();
      oneClick.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      oneClick.post(
        '/notifications/mail/unsubscribe',
        {
          schema: {
            tags,
            summary: '답변 알림 메일 수신 거부 (메일의 List-Unsubscribe, 원클릭)',
            querystring: UnsubscribeQuerySchema,
            response: UnsubscribeResponses,
          },
        },
        async (request) => {
          await unsubscribe(db, config.jwtSecret, request.query.token);
          return { message: NOTICES.unsubscribed[request.language] };
        },
      );
      // A person who opens the link in a browser changes nothing by it (RFC 8058: a link scanner
      // must not unsubscribe anyone); they are sent to my page, where the switch is.
      oneClick.get(
        '/notifications/mail/unsubscribe',
        {
          schema: {
            tags,
            summary: '수신 거부 링크를 브라우저로 열면 마이페이지로 보냄 (변경 없음)',
            response: { 302: Type.Null() },
          },
        },
        async (_request, reply) => reply.redirect(`${config.siteUrl}/mypage`, 302),
      );
    }),
  );
};
