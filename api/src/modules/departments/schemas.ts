import { Type } from '@fastify/type-provider-typebox';
import { ListResponseSchema } from '../../http/schemas';

export const DepartmentSummarySchema = Type.Object({
  id: Type.Integer({ description: '학과 id (GET /courses/what-if 의 departmentId)' }),
  college: Type.String({ examples: ['융합공과대학'] }),
  name: Type.String({ examples: ['컴퓨터과학전공'] }),
  code: Type.String({ examples: ['03005'], description: '대학 학과 코드 (교육과정 링크용)' }),
  count: Type.Integer({ description: '이 학과를 1전공으로 가진 회원 수' }),
});

export const DepartmentListSchema = ListResponseSchema(DepartmentSummarySchema);
