import { Type } from '@fastify/type-provider-typebox';
import { ErrorBodySchema, ListResponseSchema } from '../../http/schemas';
import { messages } from '../../http/validation';
import { OFFERING_SEMESTER_NAMES, USUAL_SEMESTERS } from './semesters';

/** 학수번호 such as HAEA0001; compared without regard to case. */
export const CourseNumberSchema = Type.String({
  minLength: 1,
  maxLength: 20,
  examples: ['HAEA0001'],
  description: '학수번호',
  ...messages({ invalid: '학수번호가 올바르지 않습니다.' }),
});

export const OfferingParamsSchema = Type.Object({ number: CourseNumberSchema });

export const UsualSemesterSchema = Type.Union([Type.Enum(USUAL_SEMESTERS), Type.Null()], {
  description:
    '주로 개설되는 학기 (최근 4개 개설 연도 기준), 2017년 이후 정규 학기 개설이 없으면 null',
});

export const OfferingSchema = Type.Object({
  number: Type.String({ examples: ['HAEA0001'] }),
  name: Type.String({ examples: ['이산수학'] }),
  credit: Type.Number({ examples: [3], description: '학점 (실험 과목은 1.5 등)' }),
  terms: Type.Array(
    Type.Object({
      year: Type.Integer({ examples: [2023] }),
      semester: Type.Enum(OFFERING_SEMESTER_NAMES, { examples: ['1학기'] }),
    }),
    { description: '2017년 이후 개설된 학기, 오래된 것부터' },
  ),
  usual: UsualSemesterSchema,
});

export const OfferingResponses = {
  200: OfferingSchema,
  400: ErrorBodySchema,
  404: ErrorBodySchema,
};

export const MIN_SEARCH_LENGTH = 2;
export const MAX_SEARCH_LENGTH = 40;
export const MAX_SEARCH_RESULTS = 20;
const QUERY_MESSAGE = `학수번호나 과목명을 ${MIN_SEARCH_LENGTH}~${MAX_SEARCH_LENGTH}자로 입력해 주세요.`;
const LIMIT_MESSAGE = `검색 결과 수는 1~${MAX_SEARCH_RESULTS} 사이의 정수여야 합니다.`;

/** GET /offerings?query=: the length is checked again after trimming (routes.ts). */
export const OfferingSearchQuerySchema = Type.Object({
  query: Type.String({
    minLength: MIN_SEARCH_LENGTH,
    maxLength: MAX_SEARCH_LENGTH,
    description: '학수번호 (앞부분) 또는 과목명 (일부, 띄어쓰기·대소문자 무시)',
    examples: ['HAEA', '알고리즘'],
    ...messages({
      required: QUERY_MESSAGE,
      minLength: QUERY_MESSAGE,
      maxLength: QUERY_MESSAGE,
      invalid: QUERY_MESSAGE,
    }),
  }),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_SEARCH_RESULTS,
      default: MAX_SEARCH_RESULTS,
      description: `최대 결과 수 (1~${MAX_SEARCH_RESULTS}, 기본 ${MAX_SEARCH_RESULTS})`,
      ...messages({ minimum: LIMIT_MESSAGE, maximum: LIMIT_MESSAGE, invalid: LIMIT_MESSAGE }),
    }),
  ),
});

export const OfferingSearchItemSchema = Type.Pick(OfferingSchema, [
  'number',
  'name',
  'credit',
  'usual',
]);

export const OfferingSearchSchema = ListResponseSchema(OfferingSearchItemSchema);

export const OfferingSearchResponses = {
  200: OfferingSearchSchema,
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
};

/** The query's message, for a query that is only spaces. */
export const SEARCH_QUERY_MESSAGE = QUERY_MESSAGE;
