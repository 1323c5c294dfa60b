import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { memberOf, requireMember } from '../../auth/principal';
import type { DomainPlugin } from '../../context';
import {
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
import {
  changeMailSettings,
  mailSettingsOf,
  notificationPage,
  readNotification,
  unsubscribe,
} from './service';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

/**
 * A member's notifications of answers to their questions, their answer-mail settings, and the
 * mails' one-click unsubscribe (docs/adr/0034). The notifications and mails themselves are
 * written by the answers module, in the answer's transaction.
 */
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
        body: MailSettingsBodySchema,
        response: MailSettingsResponses,
      },
    },
    async (request) => changeMailSettings(db, memberOf(request).memberId, request.body),
  );

  // RFC 8058: the mail program POSTs `List-Unsubscribe=One-Click` as a form to the header's URL,
  // without cookies or a login; the signed token says whose mails stop. Forms are parsed in
  // this scope only, every other route keeps JSON-only bodies.
  await app.register(async (scope) => {
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
        return { message: '답변 알림 메일을 더 이상 보내지 않습니다.' };
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
  });
};
