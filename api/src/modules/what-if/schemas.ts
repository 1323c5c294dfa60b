import { Type } from '@fastify/type-provider-typebox';
import { CATEGORIES, DOMAINS, recordOf } from '../../audit';
import { ErrorBodySchema } from '../../http/schemas';
import { messages } from '../../http/validation';
import {
  CourseResultSchema,
  CreditSchema,
  CultureResultSchema,
  MemberOnlyErrors,
} from '../courses/schemas';

/** The value of secondDepartmentId that means "no 다전공". */
export const NO_SECOND_DEPARTMENT = 'none';

export const WhatIfQuerySchema = Type.Object({
  departmentId: Type.Integer({
    minimum: 1,
    description: '가정할 1전공 학과 id',
    ...messages({ required: '학과를 골라 주세요.', invalid: '학과 id가 올바르지 않습니다.' }),
  }),
  secondDepartmentId: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1 }), Type.Literal(NO_SECOND_DEPARTMENT)], {
      description: '가정할 다전공 학과 id, 다전공이 없으면 none (생략하면 none)',
      ...messages({ invalid: '다전공은 학과 id 또는 none 이어야 합니다.' }),
    }),
  ),
});

/**
 * The result page for a hypothetical profile, in the shapes of GET /courses/credit,
 * GET /courses?category= (one entry per displayed category, in display order) and
 * GET /courses/cultures/{domain}.
 */
export const WhatIfSchema = Type.Object({
  credit: CreditSchema,
  categories: Type.Partial(Type.Object(recordOf(CATEGORIES, () => CourseResultSchema)), {
    description:
      '결과 페이지에 보이는 이수구분만 (단일전공: 전공심화/전공선택/교양/일반, 다전공: 1전공/다전공/교양/일반)',
  }),
  cultures: Type.Object(recordOf(DOMAINS, () => CultureResultSchema)),
});

export const WhatIfResponses = { 200: WhatIfSchema, 400: ErrorBodySchema, ...MemberOnlyErrors };
