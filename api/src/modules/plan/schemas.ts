import { Type } from '@fastify/type-provider-typebox';
import { CATEGORIES, SEMESTER_LABEL, SUB_DOMAINS } from '../../audit';
import { ErrorBodySchema, ListResponseSchema } from '../../http/schemas';
import { messages } from '../../http/validation';
import { TERM_TEXT_PATTERN } from '../../planner';
import { CheckBasisSchema, MemberOnlyErrors } from '../courses/schemas';
import {
  CourseNumberSchema,
  OfferingSearchItemSchema,
  UsualSemesterSchema,
} from '../offerings/schemas';

export const MIN_MAX_CREDITS = 12;
export const MAX_MAX_CREDITS = 21;
export const DEFAULT_MAX_CREDITS = 18;
/** Courses a member may mark as being taken this term (PLAN004 above; more than a term holds). */
export const MAX_IN_PROGRESS_COURSES = 15;

const MAX_CREDITS_MESSAGE = `학기당 최대 학점은 ${MIN_MAX_CREDITS}~${MAX_MAX_CREDITS} 사이의 정수여야 합니다.`;
const UNTIL_MESSAGE = '졸업 학기는 2027-2 처럼 연도-학기(1 또는 2)로 적어 주세요.';

const termTextSchema = (description?: string) =>
  Type.String({
    pattern: TERM_TEXT_PATTERN,
    examples: ['2027-2'],
    ...(description === undefined ? {} : { description }),
    ...messages({ pattern: UNTIL_MESSAGE, invalid: UNTIL_MESSAGE }),
  });
const TermTextSchema = termTextSchema();

const MaxCreditsSchema = Type.Integer({
  minimum: MIN_MAX_CREDITS,
  maximum: MAX_MAX_CREDITS,
  description: `학기당 최대 학점 (${MIN_MAX_CREDITS}~${MAX_MAX_CREDITS}, 기본 ${DEFAULT_MAX_CREDITS})`,
  ...messages({
    minimum: MAX_CREDITS_MESSAGE,
    maximum: MAX_CREDITS_MESSAGE,
    invalid: MAX_CREDITS_MESSAGE,
  }),
});

export const PinSchema = Type.Object(
  {
    number: CourseNumberSchema,
    term: Type.Union([TermTextSchema, Type.Null()], {
      description: '이 학기에 고정 (null이면 학기는 계획이 정함)',
    }),
  },
  { additionalProperties: false },
);

/** GET /plan: each parameter given replaces the saved choice for this answer only. */
export const PlanQuerySchema = Type.Object({
  until: Type.Optional(termTextSchema('졸업 목표 학기 YYYY-1|2 (생략하면 저장된 값 또는 기본값)')),
  maxCredits: Type.Optional(MaxCreditsSchema),
  pins: Type.Optional(
    Type.String({
      maxLength: 2000,
      description: '고정할 과목: 학수번호 또는 학수번호@YYYY-S, 쉼표로 구분 (빈 문자열 = 없음)',
      examples: ['HAEA0010@2027-1,HAEA9245'],
    }),
  ),
  excluded: Type.Optional(
    Type.String({
      maxLength: 2000,
      description: '제외할 학수번호, 쉼표로 구분',
      examples: ['HALR1050'],
    }),
  ),
});

/** PUT /plan: the member's choices, saved and used by GET /plan without parameters. */
export const PlanChoicesBodySchema = Type.Object(
  {
    until: Type.Union([TermTextSchema, Type.Null()], {
      description: '졸업 목표 학기, null이면 기본값 (4학년 2학기 또는 남은 학점으로 계산)',
    }),
    maxCredits: MaxCreditsSchema,
    pins: Type.Array(PinSchema, { maxItems: 60 }),
    excluded: Type.Array(CourseNumberSchema, { maxItems: 200 }),
  },
  { additionalProperties: false },
);

export const PlannedCourseSchema = Type.Object({
  number: Type.String({ description: '학수번호, 자유 슬롯은 FREE-로 시작' }),
  name: Type.String(),
  credit: Type.Number(),
  category: Type.Enum(CATEGORIES),
  subDomain: Type.Optional(Type.Enum(SUB_DOMAINS)),
  usual: UsualSemesterSchema,
  pinned: Type.Boolean({ description: '학생이 고정한 과목' }),
  placeholder: Type.Boolean({
    description: '자유 슬롯 (교양선택/일반선택/자유선택): 아무 과목이나 그 학점만큼',
  }),
});

export const PlannedSemesterSchema = Type.Object({
  year: Type.Integer(),
  semester: Type.Enum(Object.values(SEMESTER_LABEL) as ['1학기', '2학기']),
  /** "2027-1": the form `until` and pins use. */
  term: Type.String({ examples: ['2027-1'] }),
  credits: Type.Number(),
  courses: Type.Array(PlannedCourseSchema),
});

const UnitSchema = Type.Enum(['학점', '영역'] as const);

const InProgressCourseSchema = Type.Object({
  number: Type.String({ examples: ['HAEA0010'] }),
  name: Type.String({ examples: ['알고리즘'] }),
  credit: Type.Number(),
  category: Type.Enum(CATEGORIES, { description: '졸업요건 검사가 이 과목을 세는 이수구분' }),
  subDomain: Type.Optional(Type.Enum(SUB_DOMAINS)),
});

export const PlanSchema = Type.Object({
  until: Type.String({ examples: ['2027-2'] }),
  maxCredits: Type.Integer(),
  pins: Type.Array(PinSchema),
  excluded: Type.Array(Type.String()),
  saved: Type.Boolean({ description: '저장된 선택이 있는지 (PUT /plan)' }),
  rebased: Type.Union([Type.String(), Type.Null()], {
    description:
      '저장된 계획 중 이미 시작한 학기를 뺐을 때 한 문장 (예: 지난 학기(2026년 1학기) 계획은 제외했습니다.)',
  }),
  inProgress: Type.Object(
    {
      term: Type.String({ examples: ['2026-2'], description: '이번 학기 (YYYY-S)' }),
      courses: Type.Array(InProgressCourseSchema, {
        description: '이번 학기 수강 중으로 추가한 과목: 이수한 것으로 세고, 다시 계획하지 않음',
      }),
      dropped: Type.Union([Type.String(), Type.Null()], {
        description:
          '지난 학기에 수강 중으로 추가한 과목이 있을 때 한 문장: 세지 않으며, DELETE /plan/dropped-in-progress-courses 로 확인할 때까지 알림 (기이수과목 업데이트로 반영)',
      }),
    },
    { description: '이번 학기 수강 중 과목 (POST·DELETE /plan/in-progress-courses)' },
  ),
  semesters: Type.Array(PlannedSemesterSchema),
  basis: CheckBasisSchema,
  unmet: Type.Array(
    Type.Object({
      requirement: Type.String({ examples: ['전공선택'] }),
      missing: Type.Number(),
      unit: UnitSchema,
      reason: Type.String(),
    }),
  ),
  feasible: Type.Boolean({ description: 'until까지 모든 요건을 채울 수 있는지' }),
  progress: Type.Array(
    Type.Object({
      key: Type.String({ examples: ['MAJOR_OPTIONAL'] }),
      label: Type.String(),
      unit: UnitSchema,
      total: Type.Number(),
      completed: Type.Number({ description: '지금까지 이수 (이번 학기 수강 중 과목 포함)' }),
      planned: Type.Number({ description: '계획한 과목까지 이수하면' }),
    }),
  ),
});

export const PlanResponses = { 200: PlanSchema, 400: ErrorBodySchema, ...MemberOnlyErrors };

/** POST /plan/in-progress-courses */
export const InProgressCourseBodySchema = Type.Object(
  { number: CourseNumberSchema },
  { additionalProperties: false },
);

export const InProgressCourseParamsSchema = Type.Object({ number: CourseNumberSchema });

export const AddedInProgressCourseSchema = Type.Object({
  number: Type.String({ examples: ['HAEA0010'] }),
  name: Type.String({ examples: ['알고리즘'] }),
  credit: Type.Number(),
  term: Type.String({ examples: ['2026-2'], description: '이 과목을 수강 중인 학기 (이번 학기)' }),
});

export const AddInProgressCourseResponses = {
  201: AddedInProgressCourseSchema,
  400: ErrorBodySchema,
  409: ErrorBodySchema,
  ...MemberOnlyErrors,
};

export const RemoveInProgressCourseResponses = {
  204: Type.Null({ description: '지웠습니다' }),
  400: ErrorBodySchema,
  ...MemberOnlyErrors,
};

export const AcknowledgeDroppedResponses = {
  204: Type.Null({ description: '확인했습니다 (지난 학기 수강 중 과목을 지움)' }),
  ...MemberOnlyErrors,
};

/** GET /plan/course-search: the catalog's search (GET /offerings) seen by this member. */
export const CourseSearchItemSchema = Type.Object({
  ...OfferingSearchItemSchema.properties,
  department: Type.Union([Type.String(), Type.Null()], {
    examples: ['컴퓨터과학전공'],
    description: '최근 시간표가 이 과목을 올린 학과 (시간표에 없는 과목은 null)',
  }),
  category: Type.Enum(CATEGORIES, {
    description: '이 회원의 졸업 계획과 검사가 이 과목을 세는 이수구분',
  }),
  otherDepartment: Type.Union([Type.String(), Type.Null()], {
    examples: ['경영학부'],
    description: '다른 학과의 전공 과목이면 그 학과 (이 회원에게는 일반으로 셉니다), 아니면 null',
  }),
});

export const CourseSearchSchema = ListResponseSchema(CourseSearchItemSchema);

export const CourseSearchResponses = {
  200: CourseSearchSchema,
  400: ErrorBodySchema,
  ...MemberOnlyErrors,
};
