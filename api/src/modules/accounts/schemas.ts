import { Type } from '@fastify/type-provider-typebox';
import { MEMBER_ROLES } from '../../db/enums';
import { ErrorBodySchema, ListResponseSchema } from '../../http/schemas';
import { messages } from '../../http/validation';
import {
  DEPARTMENT_REQUIRED,
  EmailField,
  PasswordField,
  requiredText,
  UsernameField,
} from '../members/fields';

const MAX_TOKEN_LENGTH = 4096;
export const REFRESH_TOKEN_REQUIRED = '리프레시 토큰 입력은 필수 입니다.';

/**
 * Sign-up with a verification token. name, department and secondDepartment must be what the
 * portal verified (else 400 ACCOUNT013); the client shows them read-only.
 */
export const RegisterBodySchema = Type.Object(
  {
    username: UsernameField,
    password: PasswordField,
    // Read-only from the portal, which may have none: then null or left out (stored as null).
    email: Type.Optional(
      Type.Union([EmailField, Type.Null()], {
        description:
          '답변 알림을 받을 이메일 (확인 메일의 링크로 확인하기 전에는 메일을 보내지 않음; 없으면 null 또는 생략)',
        ...messages({ invalid: '이메일 형식에 맞지 않습니다.' }),
      }),
    ),
    name: requiredText('이름 입력은 필수 입니다.', '이름 (포털 인증 결과)'),
    department: requiredText(DEPARTMENT_REQUIRED, '학과 이름 (포털 인증 결과)'),
    secondDepartment: Type.Optional(
      Type.Union([requiredText(DEPARTMENT_REQUIRED, '다전공 이름'), Type.Null()], {
        description: '다전공 이름 (포털 인증 결과, 없으면 null 또는 생략)',
        ...messages({ invalid: '다전공은 학과 이름 또는 null 이어야 합니다.' }),
      }),
    ),
  },
  { additionalProperties: false },
);

export const RegisteredSchema = Type.Object({
  username: Type.String(),
  role: Type.Enum(MEMBER_ROLES),
  createdAt: Type.String({ format: 'date-time' }),
});

export const LoginBodySchema = Type.Object(
  { username: UsernameField, password: PasswordField },
  { additionalProperties: false },
);

/**
 * Refresh and logout: the token in the body (API clients) or, when left out, the HttpOnly
 * cookie the api set at login (browsers, docs/adr/0022). One of the two is required.
 */
export const RefreshTokenBodySchema = Type.Object(
  {
    refreshToken: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: MAX_TOKEN_LENGTH,
        description: '없으면 쿠키(smunity_refresh)의 토큰을 사용',
        ...messages({
          required: REFRESH_TOKEN_REQUIRED,
          minLength: REFRESH_TOKEN_REQUIRED,
          invalid: '리프레시 토큰이 올바르지 않습니다.',
        }),
      }),
    ),
  },
  { additionalProperties: false },
);

/** The login and refresh answer; the web client keeps all but the refresh token in its `member` cookie. */
export const SessionSchema = Type.Object(
  {
    username: Type.String(),
    memberRole: Type.Enum(MEMBER_ROLES),
    accessToken: Type.String({ description: '30분' }),
    refreshToken: Type.Optional(
      Type.String({
        description:
          '14일, 한 번 쓰면 새 토큰으로 교체됨. HttpOnly 쿠키로도 설정됨; 쿠키로 재발급하면 본문에는 없음',
      }),
    ),
  },
  { title: 'Session' },
);

export const RegisterResponses = {
  201: RegisteredSchema,
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

export const LoginResponses = {
  200: SessionSchema,
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  429: ErrorBodySchema,
};

export const RefreshResponses = { 200: SessionSchema, 400: ErrorBodySchema, 401: ErrorBodySchema };

export const LogoutResponses = {
  204: Type.Null({ description: '로그아웃됨 (리프레시 토큰 폐기)' }),
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
};

/** One of the member's active sessions ("로그인 기기", docs/adr/0026). */
export const ActiveSessionSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    browser: Type.Union([Type.String(), Type.Null()], {
      description: 'User-Agent 로 알아낸 브라우저 (모르면 null)',
    }),
    os: Type.Union([Type.String(), Type.Null()], {
      description: 'User-Agent 로 알아낸 운영체제 (모르면 null)',
    }),
    createdAt: Type.String({ format: 'date-time', description: '로그인한 때' }),
    lastUsedAt: Type.String({
      format: 'date-time',
      description: '마지막 사용 (로그인 또는 토큰 재발급, 30분 단위)',
    }),
    current: Type.Boolean({ description: '이 요청의 세션' }),
  },
  { title: 'ActiveSession' },
);

export const ActiveSessionListSchema = ListResponseSchema(ActiveSessionSchema);

export const SessionIdParamsSchema = Type.Object({
  id: Type.String({
    format: 'uuid',
    ...messages({ invalid: '로그인 기기 id 가 올바르지 않습니다.' }),
  }),
});

export const EndSessionsQuerySchema = Type.Object(
  {
    others: Type.Literal('true', {
      description: '반드시 true: 이 세션을 뺀 모든 세션을 로그아웃',
      ...messages({
        required: 'others=true 를 지정해야 합니다.',
        invalid: 'others=true 를 지정해야 합니다.',
      }),
    }),
  },
  { additionalProperties: false },
);

export const ActiveSessionsResponses = {
  200: ActiveSessionListSchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
};

export const EndSessionResponses = {
  204: Type.Null({ description: '로그아웃됨' }),
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};
