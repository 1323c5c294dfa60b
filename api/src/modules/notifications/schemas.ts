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
  emailConfirmed: Type.Boolean({
    description:
      '주소의 주인이 확인 메일의 링크로 주소를 확인했는지 (확인 전에는 답변 알림 메일을 보내지 않음)',
  }),
});

export const ChangedMailSettingsSchema = Type.Intersect([
  MailSettingsSchema,
  Type.Object({
    confirmationSent: Type.Boolean({
      description: '새 주소로 확인 메일을 보냈는지 (주소가 바뀌었을 때만)',
    }),
  }),
]);

export const MailConfirmationBodySchema = Type.Object(
  {
    token: Type.String({
      minLength: 43,
      maxLength: 43,
      pattern: '^[A-Za-z0-9_-]{43}$',
      description: '확인 메일의 링크에 든 토큰',
      ...messages({
        required: '확인 링크의 토큰이 필요합니다.',
        invalid:
          '확인 링크가 올바르지 않거나 만료되었습니다. 마이페이지에서 확인 메일을 다시 보내 주세요.',
      }),
    }),
  },
  { additionalProperties: false },
);

export const MessageSchema = Type.Object({ message: Type.String({ description: '안내 문구' }) });

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

export const UnsubscribedSchema = MessageSchema;

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
export const ChangedMailSettingsResponses = {
  200: ChangedMailSettingsSchema,
  400: ErrorBodySchema,
  429: ErrorBodySchema,
  503: ErrorBodySchema,
  ...memberErrors,
};
export const ConfirmationResentResponses = {
  200: MessageSchema,
  400: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
  503: ErrorBodySchema,
  ...memberErrors,
};
export const AddressConfirmedResponses = { 200: MessageSchema, 400: ErrorBodySchema };
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
