import { Type } from '@fastify/type-provider-typebox';
import { ErrorBodySchema } from '../../http/schemas';

const NullableText = Type.Union([Type.String(), Type.Null()]);

/** GET /privacy/policy: what the privacy page states, from the running configuration. */
export const PrivacyPolicySchema = Type.Object({
  effectiveDate: Type.String({ description: '시행일 (YYYY-MM-DD)', examples: ['2026-11-26'] }),
  officer: Type.Object(
    { name: NullableText, email: NullableText },
    { description: '개인정보 보호책임자 (PRIVACY_OFFICER_NAME, PRIVACY_OFFICER_EMAIL)' },
  ),
  googleAnalytics: Type.Boolean({ description: 'Google Analytics에 페이지 조회를 보내는지' }),
  loginCookie: Type.Object(
    {
      name: Type.String({ examples: ['smunity_refresh'] }),
      idleDays: Type.Integer({ description: '마지막 사용 뒤 유지되는 날 수 (REFRESH_TOKEN_TTL)' }),
      maxDays: Type.Integer({ description: '한 로그인의 최대 유지 날 수 (SESSION_MAX_AGE)' }),
    },
    { description: '로그인 유지 쿠키 (HttpOnly): 이름과 보유 기간' },
  ),
  collected: Type.Array(
    Type.Object({
      id: Type.String(),
      when: Type.String({ description: '수집 시점' }),
      items: Type.Array(Type.String(), { description: '수집 항목' }),
      purpose: Type.String({ description: '이용 목적' }),
      retention: Type.String({ description: '보유 기간과 파기 시점 (삭제 작업과 같은 설정)' }),
    }),
  ),
});

export const PrivacyPolicyResponses = { 200: PrivacyPolicySchema };

const Row = Type.Record(Type.String(), Type.Unknown());

/** GET /privacy/my-data: everything stored about the member, as JSON (내 정보 내려받기). */
export const MyDataSchema = Type.Object({
  exportedAt: Type.String({ format: 'date-time' }),
  profile: Row,
  courses: Type.Array(Row),
  plan: Type.Union([Row, Type.Null()]),
  inProgressCourses: Type.Array(Row, { description: '졸업 계획의 이번 학기 수강 중 과목' }),
  shares: Type.Array(Row),
  sessions: Type.Array(Row),
  logins: Type.Array(Row),
  questions: Type.Array(Row),
  answers: Type.Array(Row),
  adminLog: Type.Array(Row, {
    description:
      '회원이 관리자이거나 대상인 관리 기록 (다른 관리자는 "관리자"로, 다른 회원은 적지 않음)',
  }),
  notifications: Type.Array(Row, { description: '내 질문에 달린 답변 알림' }),
  mails: Type.Array(Row, { description: '답변 알림 메일의 발송 기록' }),
});

export const MyDataResponses = { 200: MyDataSchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
