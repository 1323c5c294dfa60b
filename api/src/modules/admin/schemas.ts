import { Type } from '@fastify/type-provider-typebox';
import { PageQuerySchema, PageSchema } from '../../http/page';
import { ErrorBodySchema, ListResponseSchema } from '../../http/schemas';
import { messages } from '../../http/validation';
import { WITHDRAWN_AUTHOR } from '../questions/schemas';
import { UsernameField } from '../members/fields';
import { STUDENT_NUMBER_PATTERN } from '../../academic/student-number';

/** Errors every admin route may answer: no token 401, not an admin 403. */
const guardErrors = { 401: ErrorBodySchema, 403: ErrorBodySchema };

// GET /admin/stats

const CountSchema = Type.Integer({ minimum: 0 });

export const SiteStatsSchema = Type.Object({
  members: Type.Object({
    total: CountSchema,
    byDepartment: Type.Array(
      Type.Object({ departmentId: Type.Integer(), name: Type.String(), count: CountSchema }),
      { description: '첫 번째 학과별 회원 수 (회원이 있는 학과만, 많은 순)' },
    ),
    byCohort: Type.Array(
      Type.Object({
        year: Type.Union([Type.Integer(), Type.Null()], {
          description: '학번의 입학년도, null = 졸업생 (첫 학번 이전 입학)',
        }),
        curriculumCohort: Type.Union([Type.Integer(), Type.Null()], {
          description:
            '검사에 쓰는 교육과정의 학번: 입학년도의 교육과정이 아직 없으면 그 이전 학번 (null = 졸업생)',
        }),
        count: CountSchema,
      }),
      { description: '학번(입학년도)별 회원 수 (오래된 순)' },
    ),
  }),
  questions: Type.Object({
    total: CountSchema,
    answered: CountSchema,
    unanswered: CountSchema,
    medianHoursToAnswer: Type.Union([Type.Number(), Type.Null()], {
      description:
        '질문부터 답변까지 걸린 시간의 중앙값 (시간, 소수 첫째 자리), 답변이 없으면 null',
    }),
  }),
  signups: Type.Array(
    Type.Object({ week: Type.String({ examples: ['2026-W48'] }), count: CountSchema }),
    { description: '최근 12개 ISO 주의 가입자 수 (한국 시간, 오래된 순, 없으면 0)' },
  ),
  pageViews: Type.Array(
    Type.Object({
      day: Type.String({ examples: ['2026-11-25'] }),
      path: Type.String({ description: '경로 (쿼리 문자열 제외)' }),
      count: CountSchema,
    }),
    { description: '최근 14일의 날짜·경로별 페이지 조회 수 (조회가 있었던 것만)' },
  ),
  pageViewDays: Type.Array(Type.String(), {
    description: 'pageViews가 다루는 14일 (한국 시간, 오래된 순)',
  }),
});

export const SiteStatsResponses = { 200: SiteStatsSchema, ...guardErrors };

// GET /admin/questions

export const QUEUE_PAGE_LIMITS = { defaultSize: 20, maxSize: 50 };
export const QUEUE_STATUSES = ['unanswered', 'answered', 'all'] as const;

const pageQuery = PageQuerySchema(QUEUE_PAGE_LIMITS);

export const AdminQuestionQuerySchema = Type.Object({
  status: Type.Enum(QUEUE_STATUSES, {
    default: 'unanswered',
    description: 'unanswered (기본, 오래 기다린 순) | answered (최근 순) | all (미답변 먼저)',
    ...messages({ invalid: '상태는 unanswered, answered, all 중 하나여야 합니다.' }),
  }),
  ...pageQuery.properties,
});

export const AdminQuestionSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String({ description: 'Markdown 원문' }),
  author: Type.String({
    description: `작성자의 실명 (익명 질문도), 탈퇴했으면 '${WITHDRAWN_AUTHOR}'`,
  }),
  authorUsername: Type.Union([Type.String(), Type.Null()], {
    description: '작성자의 학번, 탈퇴했으면 null',
  }),
  anonymous: Type.Boolean({ description: '게시판에 익명으로 표시되는 질문인지' }),
  answered: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const AdminQuestionPageSchema = PageSchema(AdminQuestionSchema);

export const AdminQuestionPageResponses = {
  200: AdminQuestionPageSchema,
  400: ErrorBodySchema,
  ...guardErrors,
};

// Admins

export const AdminSchema = Type.Object({
  username: Type.String({ description: '학번' }),
  name: Type.String(),
  department: Type.String(),
  configured: Type.Boolean({
    description: 'ADMIN_USERNAMES 설정으로 지정된 관리자 (페이지에서 해제할 수 없음)',
  }),
  isSelf: Type.Boolean({ description: '요청한 관리자 본인인지' }),
});

export const AdminListSchema = ListResponseSchema(AdminSchema);

export const AdminListResponses = { 200: AdminListSchema, ...guardErrors };

export const GrantAdminBodySchema = Type.Object(
  { username: UsernameField },
  { additionalProperties: false },
);

export const AdminUsernameParamsSchema = Type.Object({
  username: Type.String({
    pattern: STUDENT_NUMBER_PATTERN,
    description: '학번',
    ...messages({ invalid: '학번은 9자리 숫자 이어야 합니다.' }),
  }),
});

const changeErrors = {
  400: ErrorBodySchema,
  ...guardErrors,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

export const GrantAdminResponses = { 201: AdminSchema, ...changeErrors };
export const RevokeAdminResponses = {
  204: Type.Null({ description: '관리자 권한 해제됨' }),
  ...changeErrors,
};

// GET /admin/audit-log

export const AUDIT_PAGE_LIMITS = { defaultSize: 20, maxSize: 100 };

export const AuditLogQuerySchema = PageQuerySchema(AUDIT_PAGE_LIMITS);

const PersonSchema = Type.Object({ username: Type.String(), name: Type.String() });

export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  action: Type.Union(
    [
      Type.Literal('ADMIN_GRANTED'),
      Type.Literal('ADMIN_REVOKED'),
      Type.Literal('QUESTION_EDITED'),
      Type.Literal('QUESTION_DELETED'),
      Type.Literal('ANSWER_EDITED'),
      Type.Literal('ANSWER_DELETED'),
    ],
    {
      description:
        '관리자 지정·해제, 또는 관리자가 남의 질문·답변을 수정·삭제한 기록 (target = 글쓴이)',
    },
  ),
  source: Type.Union([Type.Literal('WEB'), Type.Literal('CLI'), Type.Literal('ADMIN_USERNAMES')], {
    description: 'WEB = 관리자 페이지, CLI = npm run admin, ADMIN_USERNAMES = 서버 설정',
  }),
  actor: Type.Union([PersonSchema, Type.Null()], {
    description: '변경한 관리자 (WEB일 때만, 변경 당시의 학번과 이름)',
  }),
  target: PersonSchema,
  /** QUESTION_* / ANSWER_*: the question (its title when the entry was written). */
  question: Type.Optional(Type.Object({ id: Type.Integer(), title: Type.String() })),
  occurredAt: Type.String({ format: 'date-time' }),
});

export const AuditLogPageSchema = PageSchema(AuditEntrySchema);

export const AuditLogResponses = {
  200: AuditLogPageSchema,
  400: ErrorBodySchema,
  ...guardErrors,
};
