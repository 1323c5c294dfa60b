import { Type } from '@fastify/type-provider-typebox';
import { SUB_DOMAINS } from '../../audit';
import { ListResponseSchema } from '../../http/schemas';

export const CultureQuerySchema = Type.Object({
  subDomain: Type.Optional(Type.Enum(SUB_DOMAINS, { description: '생략하면 모든 영역' })),
});

/** A recommended 교양 course; one course may be listed under several sub-domains. */
export const CultureCourseSchema = Type.Object({
  id: Type.Integer(),
  number: Type.String({ examples: ['HALF0102'], description: '학수번호' }),
  name: Type.String({ examples: ['인간과언어'] }),
  type: Type.String({ examples: ['균형(인문)'], description: '세부 영역 이름' }),
  credit: Type.Integer(),
});
export const CultureCourseListSchema = ListResponseSchema(CultureCourseSchema);
