import { Type } from '@fastify/type-provider-typebox';
import { ErrorBodySchema, PortalErrors } from '../../http/schemas';

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

export const VerificationResponses = {
  200: VerificationResponseSchema,
  400: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  ...PortalErrors,
};
