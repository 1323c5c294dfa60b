import type { DomainPlugin } from '../../context';
import { departmentsWithMemberCounts } from './queries';
import { DepartmentListSchema } from './schemas';

export const departmentRoutes: DomainPlugin = async (app, { context }) => {
  app.get(
    '/departments',
    {
      schema: {
        tags: ['departments'],
        summary: '검사 가능한 학과 목록과 학과별 회원 수 (id 순)',
        response: { 200: DepartmentListSchema },
      },
    },
    async () => {
      const content = await departmentsWithMemberCounts(context.db);
      return { count: content.length, content };
    },
  );
};
