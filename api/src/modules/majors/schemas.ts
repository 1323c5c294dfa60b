import { Type } from '@fastify/type-provider-typebox';
import { CATEGORIES } from '../../audit';
import { ListResponseSchema } from '../../http/schemas';

export const MajorQuerySchema = Type.Object({
  category: Type.Optional(
    Type.Enum(CATEGORIES, {
      description: '전공심화/전공선택은 그 이수구분만, 1전공/다전공/생략은 학과 교육과정 전체',
    }),
  ),
});

/** A department curriculum course the member has not completed. */
export const MajorCourseSchema = Type.Object({
  id: Type.Integer(),
  grade: Type.String({ examples: ['3학년'], description: '권장 학년' }),
  semester: Type.String({ examples: ['1학기'] }),
  number: Type.String({ examples: ['HAEA0008'], description: '학수번호' }),
  name: Type.String({ examples: ['소프트웨어공학'] }),
  type: Type.String({ examples: ['1전심'], description: '교육과정의 이수구분' }),
  credit: Type.Integer(),
});
export const MajorCourseListSchema = ListResponseSchema(MajorCourseSchema);
