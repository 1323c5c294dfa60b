import { Type, type Static } from '@fastify/type-provider-typebox';
import { ErrorBodySchema, ListResponseSchema } from '../../http/schemas';
import { messages } from '../../http/validation';
import { CategoryBoxSchema, CreditSchema, DomainBoxSchema } from '../courses/schemas';
import { CurrentTermSchema } from '../terms/schemas';

/** How long a link may live, in days (issue 14). */
export const SHARE_DAYS = { min: 1, max: 30 };
/** Live links per member: enough for every advisor and friend, not a way to fill the table. */
export const MAX_LIVE_SHARES = 20;
/** 32 random bytes in base64url: 256 bits, far beyond guessing (≥ 128 asked). */
export const SHARE_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

export const ShareBodySchema = Type.Object(
  {
    expiresInDays: Type.Integer({
      minimum: SHARE_DAYS.min,
      maximum: SHARE_DAYS.max,
      description: `링크 유효 기간 (일, ${SHARE_DAYS.min}–${SHARE_DAYS.max})`,
      ...messages({
        required: '공유 기간을 선택해 주세요.',
        invalid: `공유 기간은 ${SHARE_DAYS.min}일부터 ${SHARE_DAYS.max}일까지 정수로 선택할 수 있습니다.`,
      }),
    }),
    showName: Type.Boolean({
      description: 'true면 받는 사람에게 이름이 보입니다 (학번은 어떤 경우에도 보이지 않음).',
      ...messages({
        required: '이름 공개 여부를 선택해 주세요.',
        invalid: '이름 공개 여부는 true 또는 false 여야 합니다.',
      }),
    }),
  },
  { additionalProperties: false },
);

export const ShareCreatedSchema = Type.Object({
  token: Type.String({ description: '링크의 비밀 토큰 (이 응답에서만 받을 수 있음)' }),
  url: Type.String({ description: '받는 사람이 여는 주소 (/shared/{token})' }),
  expiresAt: Type.String({ format: 'date-time' }),
});

/** A live link in the member's list. The token is not kept, so the list cannot give it back. */
export const ShareSummarySchema = Type.Object({
  id: Type.Integer({ description: 'DELETE /shares/{id}로도 취소할 수 있는 링크 번호' }),
  showName: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
});
export const ShareListSchema = ListResponseSchema(ShareSummarySchema);

export const ShareTokenParamsSchema = Type.Object({
  token: Type.String({ maxLength: 64, description: '링크의 토큰 (취소할 때는 링크 번호도 가능)' }),
});

/** The rule set the snapshot was audited with: cohort, 교육과정 term and departments. */
export const SharedRuleSetSchema = Type.Object({
  cohort: Type.Integer({ examples: [2021], description: '학번 연도' }),
  term: Type.Union([CurrentTermSchema, Type.Null()], {
    description: '검사 기준 교육과정 학기 (공유 당시)',
  }),
  department: Type.String(),
  secondDepartment: Type.Union([Type.String(), Type.Null()]),
  notice: Type.Optional(
    Type.Union([Type.String(), Type.Null()], {
      description:
        '입학 연도의 교육과정이 없어 이전 학번 교육과정으로 검사했을 때 한 문장 (공유 당시)',
    }),
  ),
});

/** What the public page shows: the result page's boxes at sharing time, nothing else. */
export const SharedResultSchema = Type.Object({
  sharedAt: Type.String({ format: 'date-time', description: '공유(검사) 시각' }),
  expiresAt: Type.String({ format: 'date-time' }),
  name: Type.Union([Type.String(), Type.Null()], { description: 'showName일 때만' }),
  ruleSet: SharedRuleSetSchema,
  credit: Type.Omit(CreditSchema, ['username', 'name']),
  categories: Type.Array(CategoryBoxSchema, {
    description: '결과 페이지의 이수구분 상자 (표시 순서), 과목 목록 없음',
  }),
  domains: Type.Array(DomainBoxSchema, {
    description: '기초/핵심/균형교양의 세부 영역과 이수 여부',
  }),
});

/** What a link stores: the public answer but its expiry, which lives in its own column. */
export type SharedSnapshot = Omit<Static<typeof SharedResultSchema>, 'expiresAt'>;

export const ShareMemberErrors = {
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};
