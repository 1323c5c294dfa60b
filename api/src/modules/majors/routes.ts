import { memberOf, requireMember } from '../../auth/principal';
import type { DomainPlugin } from '../../context';
import { inRequestLanguage } from '../../http/request-language';
import { ErrorBodySchema } from '../../http/schemas';
import { MajorCourseListSchema, MajorQuerySchema } from './schemas';
import { englishMajorCourses, recommendMajorCourses } from './service';

export const majorRoutes: DomainPlugin = async (app, { context }) => {
  app.get(
    '/majors',
    {
      onRequest: requireMember,
      schema: {
        tags: ['majors'],
        security: [{ bearerAuth: [] }],
        summary: '전공 추천 과목: 학과 교육과정 중 미이수 과목을 학년 순으로',
        querystring: MajorQuerySchema,
        response: {
          200: MajorCourseListSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const courses = await recommendMajorCourses(
        context.db,
        memberOf(request).memberId,
        request.query.category,
      );
      return inRequestLanguage(request, reply, courses, englishMajorCourses);
    },
  );
};
