import { Type } from '@fastify/type-provider-typebox';
import { PageQuerySchema, PageSchema } from '../../http/page';
import { ErrorBodySchema } from '../../http/schemas';
import { messages } from '../../http/validation';
import { MAILBOX_PATTERN } from '../../mail/address';

export const NotificationPageQuerySchema = PageQuerySchema({ defaultSize: 20, maxSize: 50 });

export const NotificationSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('ANSWERED'), Type.Literal('ANSWER_CHANGED')], {
    description: 'ANSWERED 답변이 달림, ANSWER_CHANGED 답변이 수정됨',
  }),
  questionId: Type.Integer(),
  questionTitle: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  read: Type.Boolean(),
});

export const NotificationIdParamsSchema = Type.Object({
  id: Type.Integer({
    minimum: 1,
    maximum: 2_147_483_647,
    description: '알림 번호',
    ...messages({ invalid: '알림 번호는 1 이상의 정수여야 합니다.' }),
  }),
});

export const MailIdParamsSchema = Type.Object({
  id: Type.Integer({
    minimum: 1,
    maximum: 2_147_483_647,
    description: '메일 번호',
    ...messages({ invalid: '메일 번호는 1 이상의 정수여야 합니다.' }),
  }),
});

export const UnreadCountSchema = Type.Object({
  count: Type.Integer({ description: '읽지 않은 알림 수' }),
});

const MAX_EMAIL_LENGTH = 254;

export const MailSettingsSchema = Type.Object({
  email: Type.Union([Type.String(), Type.Null()], {
    description: '알림을 받을 이메일 (없으면 null)',
  }),
  answerMail: Type.Boolean({ description: '답변 알림 메일 받기' }),
});

export const MailSettingsBodySchema = Type.Object(
  {
    email: Type.String({
      maxLength: MAX_EMAIL_LENGTH,
      // '' removes the address; else one mailbox, strictly (src/mail/address.ts).
      pattern: `^$|${MAILBOX_PATTERN}`,
      description: "이메일 주소 ('' = 주소 삭제)",
      ...messages({
        required: '이메일 입력은 필수 입니다.',
        invalid: '이메일 형식에 맞지 않습니다.',
      }),
    }),
    answerMail: Type.Boolean({
      description: '답변 알림 메일 받기',
      ...messages({ invalid: '답변 알림 메일 받기는 true 또는 false 여야 합니다.' }),
    }),
  },
  { additionalProperties: false },
);

export const UnsubscribeQuerySchema = Type.Object({
  token: Type.String({
    maxLength: 100,
    description: '메일의 List-Unsubscribe 주소에 든 서명된 토큰',
    ...messages({ invalid: '메일 수신 거부 링크가 올바르지 않습니다.' }),
  }),
});

export const UnsubscribedSchema = Type.Object({ message: Type.String() });

const memberErrors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

export const NotificationPageResponses = {
  200: PageSchema(NotificationSchema),
  400: ErrorBodySchema,
  ...memberErrors,
};
export const UnreadCountResponses = { 200: UnreadCountSchema, ...memberErrors };
export const MarkedReadResponses = {
  204: Type.Null({ description: '읽음으로 표시됨' }),
  400: ErrorBodySchema,
  ...memberErrors,
};
export const MailSettingsResponses = {
  200: MailSettingsSchema,
  400: ErrorBodySchema,
  ...memberErrors,
};
export const UnsubscribeResponses = {
  200: UnsubscribedSchema,
  400: ErrorBodySchema,
  415: ErrorBodySchema,
};

export const FailedMailSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String({ description: '받는 회원의 학번' }),
  email: Type.Union([Type.String(), Type.Null()]),
  questionId: Type.Integer(),
  questionTitle: Type.String(),
  attempts: Type.Integer(),
  lastError: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  gaveUpAt: Type.String({ format: 'date-time' }),
});
export const FailedMailListResponses = {
  200: Type.Object({ content: Type.Array(FailedMailSchema) }),
  ...memberErrors,
};
export const FailedMailRetryResponses = {
  204: Type.Null({ description: '다시 보내기로 함' }),
  400: ErrorBodySchema,
  ...memberErrors,
};
