import { Type } from '@fastify/type-provider-typebox';
import { SITE_LANGUAGES } from '@smunity/site-language';
import { EXEMPTIONS, MEMBER_ROLES } from '../../db/enums';
import { PageQuerySchema, PageSchema } from '../../http/page';
import { ErrorBodySchema, ListResponseSchema } from '../../http/schemas';
import { messages } from '../../http/validation';
import { currentPasswordField, DEPARTMENT_REQUIRED, NewPasswordField } from './fields';

export const MemberCountSchema = Type.Object({
  count: Type.Integer({ description: '전체 회원 수' }),
});

export const MemberInfoSchema = Type.Object(
  {
    username: Type.String({ examples: ['202012301'] }),
    name: Type.String(),
    department: Type.String({ examples: ['컴퓨터과학전공'] }),
    deptCode: Type.String({ examples: ['03005'] }),
    deptEditable: Type.Boolean({ description: '학과(트랙)를 바꿀 수 있는지' }),
    secondDepartment: Type.Union([Type.String(), Type.Null()], {
      description: '다전공 (없으면 null)',
    }),
    secondDeptCode: Type.Union([Type.String(), Type.Null()]),
    yearId: Type.Integer({ description: '학번 연도 id (1 = 졸업생: 2017학번부터 검사 가능)' }),
    exemption: Type.Union([Type.Enum(EXEMPTIONS), Type.Null()]),
    language: Type.Enum(SITE_LANGUAGES, {
      description: '사이트 언어: 알림·확인 메일을 쓰는 언어 (ko 한국어, en 영어)',
    }),
  },
  { title: 'MemberInfo' },
);

/** PATCH /members/me/password: the new password and, asked again, the current one (docs/adr/0032). */
export const PasswordChangeBodySchema = Type.Object(
  {
    password: NewPasswordField,
    currentPassword: currentPasswordField('현재 비밀번호 입력은 필수 입니다.'),
  },
  { additionalProperties: false },
);

/** PATCH /members/password/reset: the portal verified the student, so the new password only. */
export const PasswordResetBodySchema = Type.Object(
  { password: NewPasswordField },
  { additionalProperties: false },
);

export const DepartmentChangeBodySchema = Type.Object(
  {
    departmentId: Type.Integer({
      minimum: 1,
      description: '바꿀 학과의 id (GET /departments/editable)',
      ...messages({
        required: DEPARTMENT_REQUIRED,
        invalid: '학과 id는 1 이상의 정수여야 합니다.',
      }),
    }),
  },
  { additionalProperties: false },
);

export const ExemptionChangeBodySchema = Type.Object(
  {
    exemption: Type.Union([Type.Enum(EXEMPTIONS), Type.Null()], {
      description: 'FOREIGN 외국인특별전형, DISABLED 장애학생, TRANSFER 편입생, null 해당없음',
      ...messages({
        required: '이수 면제 입력은 필수 입니다.',
        invalid: '이수 면제는 FOREIGN, DISABLED, TRANSFER 또는 null 이어야 합니다.',
      }),
    }),
  },
  { additionalProperties: false },
);

/** PATCH /members/me/language: the site's language switch, for a signed-in member. */
export const LanguageChangeBodySchema = Type.Object(
  {
    language: Type.Enum(SITE_LANGUAGES, {
      description: 'ko 한국어, en 영어',
      ...messages({
        required: '사이트 언어 입력은 필수 입니다.',
        invalid: '사이트 언어는 ko 또는 en 이어야 합니다.',
      }),
    }),
  },
  { additionalProperties: false },
);

export const EditableDepartmentListSchema = ListResponseSchema(
  Type.Object({ id: Type.Integer(), name: Type.String(), isEditable: Type.Boolean() }),
);

/** The admin's member list: the original's size 20, at most 100 a page. */
export const MemberPageQuerySchema = PageQuerySchema({ defaultSize: 20, maxSize: 100 });

/** A row of the admin's member list. */
export const MemberSummarySchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  department: Type.String(),
  secondDepartment: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  memberRole: Type.Enum(MEMBER_ROLES),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const MemberPageSchema = PageSchema(MemberSummarySchema);

/** DELETE /members/me: the password, asked again (docs/adr/0032). */
export const WithdrawalBodySchema = Type.Object(
  { password: currentPasswordField('비밀번호 입력은 필수 입니다.') },
  { additionalProperties: false },
);

export const MemberDeletedSchema = Type.Null({
  description: '탈퇴 완료 (이수과목, 질문, 답변, 토큰, 로그인 기록 삭제)',
});

/** Errors of the member-only routes: no/invalid token, wrong token kind, member gone. */
export const MemberErrors = {
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

/** The answer of GET /members/me and of every change to the member (this plugin's and accounts'). */
export const MemberInfoResponses = { 200: MemberInfoSchema, 400: ErrorBodySchema, ...MemberErrors };
