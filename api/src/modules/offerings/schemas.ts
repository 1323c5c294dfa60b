import { Type } from '@fastify/type-provider-typebox';
import { ErrorBodySchema } from '../../http/schemas';
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
