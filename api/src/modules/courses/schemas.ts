import { Type, type TSchema } from '@fastify/type-provider-typebox';
import {
  CATEGORIES,
  CREDIT_SUMMARY_FIELDS,
  DOMAINS,
  SKIP_REASONS,
  SUB_DOMAINS,
  SUB_DOMAIN_OUTCOMES,
} from '../../audit';
import { ErrorBodySchema, ListResponseSchema } from '../../http/schemas';
import { MemberInfoSchema } from '../members/schemas';

const CategorySchema = Type.Enum(CATEGORIES, { description: '이수구분에서 판정한 영역' });
const SubDomainSchema = Type.Enum(SUB_DOMAINS);
const NullableSubDomainSchema = Type.Union([SubDomainSchema, Type.Null()], {
  description: '교양영역에서 판정한 세부 영역 (학번별 통합 적용 후), 없으면 null',
});

/** `{ total, completed, required, completion }` with the original's formulas. */
export const StatusSchema = Type.Object({
  total: Type.Integer({ description: '기준 (학점 또는 영역 수)' }),
  completed: Type.Integer({ description: '이수한 만큼 (기준을 넘을 수 있음)' }),
  required: Type.Integer({ description: 'max(0, total - completed)' }),
  completion: Type.Integer({ description: '이수율 %, 0–100 (기준이 0이면 100)' }),
});

/** The original's `ResultResponse`: the requirement's status and the items behind it. */
function ResultResponseSchema<Item extends TSchema>(item: Item) {
  return Type.Object({
    completed: Type.Boolean({ description: '요건 충족 여부 (total ≤ completed)' }),
    status: StatusSchema,
    count: Type.Integer(),
    content: Type.Array(item),
  });
}

/** A completed course as stored, with the category and sub-domain the audit derived. */
export const CourseSchema = Type.Object({
  id: Type.Integer(),
  year: Type.String({ examples: ['2021'] }),
  semester: Type.String({ examples: ['1학기'] }),
  number: Type.String({ examples: ['HAEA0001'], description: '학수번호' }),
  name: Type.String({ examples: ['이산수학'] }),
  type: Type.String({ examples: ['1전선'], description: '포털의 이수구분' }),
  domain: Type.String({ examples: ['*'], description: '포털의 교양영역, 없으면 "*"' }),
  category: CategorySchema,
  subDomain: NullableSubDomainSchema,
  credit: Type.Integer(),
});
export const CourseResultSchema = ResultResponseSchema(CourseSchema);

export const CourseQuerySchema = Type.Object({
  category: Type.Optional(CategorySchema),
});

export const CreditSchema = Type.Object({
  username: Type.String({ description: '학번' }),
  name: Type.String(),
  total: Type.Integer({ description: '졸업 기준 학점' }),
  completed: Type.Integer({ description: '총 이수 학점' }),
  major: Type.Integer({ description: '전공 학점 (다전공이면 1전공)' }),
  secondMajor: Type.Union([Type.Integer(), Type.Null()], {
    description: '다전공 학점, 없으면 null',
  }),
  culture: Type.Integer(),
  etc: Type.Integer({ description: '일반 학점' }),
  required: Type.Integer({ description: '필요 학점' }),
  completion: Type.Integer(),
  isDoubleMajor: Type.Boolean(),
});

const LabelledTermSchema = Type.Object({
  year: Type.Integer(),
  semester: Type.String({ examples: ['2학기'] }),
});

export const CheckBasisSchema = Type.Object({
  entranceYear: Type.Integer({ description: '학번의 입학 연도' }),
  cohort: Type.Union([Type.Integer(), Type.Null()], {
    description: '검사에 쓴 교육과정의 학번 (null = 졸업생)',
  }),
  notice: Type.Union([Type.String(), Type.Null()], {
    description: '입학 연도의 교육과정이 없어 이전 학번 교육과정으로 검사했을 때 한 문장',
  }),
  curriculumTerm: Type.Union([LabelledTermSchema, Type.Null()], {
    description: '교육과정 자료의 기준 학기',
  }),
  timetable: Type.Union(
    [
      Type.Object({
        ranges: Type.Array(Type.Object({ from: LabelledTermSchema, to: LabelledTermSchema }), {
          description: '"개설 학기"의 근거가 된 시간표 학기: 빠진 학기 없이 이어지는 구간들',
        }),
        notice: Type.Union([Type.String(), Type.Null()], {
          description:
            '가장 최근 시간표가 이번 학기보다 오래되었을 때 한 문장 ("개설 학기 정보는 2024년 1학기 시간표까지입니다.")',
        }),
      }),
      Type.Null(),
    ],
    { description: '시간표 자료 (null = 시간표 없음)' },
  ),
});

export const ReferenceBasisSchema = Type.Pick(CheckBasisSchema, ['curriculumTerm', 'timetable']);

export const CultureDomainParamsSchema = Type.Object({
  domain: Type.Enum(DOMAINS, {
    description: 'BASIC 기초교양, CORE 상명핵심역량교양, BALANCE 균형교양',
  }),
});

export const CultureItemSchema = Type.Object({
  subDomain: SubDomainSchema,
  subDomainName: Type.String({ examples: ['균형(인문)'] }),
  completed: Type.Boolean({ description: '이 영역의 과목을 이수했는지' }),
});
export const CultureResultSchema = ResultResponseSchema(CultureItemSchema);

/** One stored course in the ledger: where it counted, or why it did not. */
export const LedgerEntrySchema = Type.Object({
  id: Type.Integer(),
  year: Type.String(),
  semester: Type.String(),
  number: Type.String(),
  name: Type.String(),
  type: Type.String(),
  domain: Type.String(),
  credit: Type.Integer(),
  grade: Type.Union([Type.String(), Type.Null()], {
    description: 'F 학점이면 "F" (반영 안 됨), 그 밖에는 null: 다른 성적은 저장하지 않음',
  }),
  counted: Type.Boolean({ description: '졸업요건에 반영되었는지' }),
  category: CategorySchema,
  categoryLabel: Type.String({ examples: ['전공선택'] }),
  subDomain: NullableSubDomainSchema,
  subDomainLabel: Type.Union([Type.String(), Type.Null()]),
  creditSummaryField: Type.Union([Type.Enum(CREDIT_SUMMARY_FIELDS), Type.Null()], {
    description: '학점 요약(/courses/credit)에서 이 과목이 들어간 항목, 없으면 null',
  }),
  skipReason: Type.Union([Type.Enum(SKIP_REASONS), Type.Null()]),
  skipLabel: Type.Union([Type.String(), Type.Null()], { examples: ['F 학점'] }),
  subDomainOutcome: Type.Union([Type.Enum(SUB_DOMAIN_OUTCOMES), Type.Null()], {
    description:
      '세부 영역이 교양 요건에 한 일: 필수 영역 이수, 소속 학과 영역·면제로 제외, 교육과정에 없음',
  }),
  messages: Type.Array(Type.String(), { description: '학생에게 보여 줄 설명 (읽는 순서)' }),
});
export const LedgerSchema = ListResponseSchema(LedgerEntrySchema);

/** A category box of the result page: its head only (the courses are listed on my page). */
export const CategoryBoxSchema = Type.Object({
  category: CategorySchema,
  result: Type.Object({ completed: Type.Boolean(), status: StatusSchema }),
});

/** A 교양 domain box of the result page, with its required sub-domains. */
export const DomainBoxSchema = Type.Object({
  domain: CultureDomainParamsSchema.properties.domain,
  result: CultureResultSchema,
});

/**
 * GET /graduation-check: everything the result page and its printed 점검표 show, in one answer
 * (the figures of /courses/credit, /courses?category=, /courses/cultures/{domain}, /courses/basis,
 * /members/me and /courses/ledger, from one audit). 졸업생 (before 2017) are not checked.
 */
export const GraduationCheckSchema = Type.Union(
  [
    Type.Object(
      { checkable: Type.Literal(false) },
      { description: '2017학번부터 검사가 가능합니다 (졸업생은 검사하지 않음).' },
    ),
    Type.Object({
      checkable: Type.Literal(true),
      member: MemberInfoSchema,
      credit: CreditSchema,
      basis: CheckBasisSchema,
      categories: Type.Array(CategoryBoxSchema, {
        description: '이수구분 상자 (표시 순서), 과목 목록 없음',
      }),
      domains: Type.Array(DomainBoxSchema, { description: '기초/핵심/균형교양 상자' }),
      ledger: LedgerSchema,
    }),
  ],
  { title: 'GraduationCheck' },
);

/** 401 without a member token, 403 for a verification token, 404 for a deleted member. */
export const MemberOnlyErrors = {
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

/** Besides those: bad body, rate limit, and the portal's AUTH/SMU failures with their statuses. */
export const UploadErrors = {
  ...MemberOnlyErrors,
  400: ErrorBodySchema,
  423: ErrorBodySchema,
  429: ErrorBodySchema,
  502: ErrorBodySchema,
  503: ErrorBodySchema,
  504: ErrorBodySchema,
};
