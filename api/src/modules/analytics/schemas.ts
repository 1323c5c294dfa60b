import { Type } from '@fastify/type-provider-typebox';
import { messages } from '../../http/validation';
import { ErrorBodySchema } from '../../http/schemas';

export const MAX_URL_LENGTH = 2048;
export const MAX_TITLE_LENGTH = 512;

export const PageViewBodySchema = Type.Object(
  {
    path: Type.String({
      pattern: '^/',
      maxLength: MAX_URL_LENGTH,
      description: '브라우저의 경로 (예: /mypage/result)',
      ...messages({
        required: '경로 입력은 필수 입니다.',
        pattern: '경로는 /로 시작해야 합니다.',
        maxLength: `경로는 최대 ${MAX_URL_LENGTH}자까지 입력할 수 있습니다.`,
        invalid: '경로는 문자열이어야 합니다.',
      }),
    }),
    referrer: Type.Optional(
      Type.String({
        maxLength: MAX_URL_LENGTH,
        description: 'document.referrer (없으면 빈 문자열)',
        ...messages({
          maxLength: `이전 주소는 최대 ${MAX_URL_LENGTH}자까지 입력할 수 있습니다.`,
          invalid: '이전 주소는 문자열이어야 합니다.',
        }),
      }),
    ),
    title: Type.Optional(
      Type.String({
        maxLength: MAX_TITLE_LENGTH,
        ...messages({
          maxLength: `제목은 최대 ${MAX_TITLE_LENGTH}자까지 입력할 수 있습니다.`,
          invalid: '제목은 문자열이어야 합니다.',
        }),
      }),
    ),
  },
  { additionalProperties: false },
);

export const PageViewResponses = {
  204: Type.Null({ description: '기록됨' }),
  400: ErrorBodySchema,
  429: ErrorBodySchema,
};
