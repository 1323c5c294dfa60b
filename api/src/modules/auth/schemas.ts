import { Type } from '@fastify/type-provider-typebox';
import { ErrorBodySchema } from '../../http/schemas';

export const VerificationResponseSchema = Type.Object(
  {
    username: Type.String({ examples: ['202012301'] }),
    name: Type.String(),
    email: Type.String({ description: '포털의 이메일 (없으면 빈 문자열)' }),
    department: Type.String({ examples: ['컴퓨터과학전공'] }),
    secondDepartment: Type.Union([Type.String(), Type.Null()]),
    authToken: Type.String({
      description: '인증 토큰 (30분): 회원가입 또는 비밀번호 재설정에 사용',
    }),
  },
  { title: 'VerificationResponse' },
);

/** The portal's failures keep their statuses: 401/423 AUTH*, 502–504 SMU*. */
export const PortalErrors = {
  401: ErrorBodySchema,
  423: ErrorBodySchema,
  429: ErrorBodySchema,
  502: ErrorBodySchema,
  503: ErrorBodySchema,
  504: ErrorBodySchema,
};

export const VerificationResponses = {
  200: VerificationResponseSchema,
  400: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  ...PortalErrors,
};
